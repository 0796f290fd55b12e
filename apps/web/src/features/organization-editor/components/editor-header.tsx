import { organizationFormMessages } from '@catalyst/shared';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The page title; a brand-new organization is welcomed and asked to complete its profile. */
export function EditorHeader({ newlyCreated }: { newlyCreated: boolean }) {
  return (
    <header className="flex flex-col gap-4">
      {newlyCreated ? (
        <Alert variant="success" role="status">
          <div className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <AlertTitle>{organizationFormMessages.createdBanner}</AlertTitle>
              <AlertDescription>{organizationFormMessages.createdBannerBody}</AlertDescription>
            </div>
          </div>
        </Alert>
      ) : null}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {newlyCreated
            ? organizationFormMessages.completeTitle
            : organizationFormMessages.editTitle}
        </h1>
        {newlyCreated ? null : (
          <p className="mt-2 text-slate-600">{organizationFormMessages.editSubtitle}</p>
        )}
      </div>
    </header>
  );
}
