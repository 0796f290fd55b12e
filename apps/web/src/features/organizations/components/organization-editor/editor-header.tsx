import { messages } from '@catalyst/shared';
import { CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

const formMessages = messages.organizationForm;

/** The page title; a brand-new organization is welcomed and asked to complete its profile. */
export function EditorHeader({ newlyCreated }: { newlyCreated: boolean }) {
  return (
    <header className="flex flex-col gap-4">
      {newlyCreated ? (
        <Alert variant="success" role="status">
          <div className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <AlertTitle>{formMessages.createdBanner}</AlertTitle>
              <AlertDescription>{formMessages.createdBannerBody}</AlertDescription>
            </div>
          </div>
        </Alert>
      ) : null}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {newlyCreated ? formMessages.completeTitle : formMessages.editTitle}
        </h1>
        {newlyCreated ? null : <p className="mt-2 text-slate-600">{formMessages.editSubtitle}</p>}
      </div>
    </header>
  );
}
