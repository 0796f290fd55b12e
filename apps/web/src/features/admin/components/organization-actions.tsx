import {
  apiMessages,
  dismissReasonSchema,
  moderationReasonSchema,
  restoreReasonSchema,
} from '@catalyst/shared';
import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { moderationErrorMessage } from '@/features/moderation/moderation-error-message';
import { toast } from '@/lib/notify';
import { useDismissReports } from '../api/dismiss-reports';
import { useHideOrganization } from '../api/hide-organization';
import { useRestoreOrganization } from '../api/restore-organization';
import { countOf } from '../lib/format';
import { ReasonDialog } from './reason-dialog';

interface Target {
  id: string;
  name: string;
}

const failed = (error: unknown) => moderationErrorMessage(error, apiMessages.internal);

/** Hide: the profile leaves the directory at once; the owner reads the reason. */
export function HideOrganizationButton({ organization }: { organization: Target }) {
  const hide = useHideOrganization(organization.id);
  return (
    <ReasonDialog
      schema={moderationReasonSchema}
      destructive
      trigger={
        <Button
          type="button"
          variant="destructive"
          size="sm"
          aria-label={`Hide ${organization.name}`}
        >
          <EyeOff aria-hidden />
          Hide
        </Button>
      }
      title={`Hide ${organization.name}`}
      description="The profile leaves the directory at once and its open reports are closed. Its owner is told your reason and can ask for a review; you can restore it at any time."
      reasonHint="The owner reads this. Say what is wrong and what would need to change."
      submitLabel="Hide profile"
      busyLabel="Hiding..."
      busy={hide.isPending}
      onSubmit={(input, done, fail) =>
        hide.mutate(input, {
          onSuccess: () => {
            done();
            toast.success(`${organization.name} is hidden.`);
          },
          onError: (error) => fail(failed(error)),
        })
      }
    />
  );
}

/** Restore: visitors see the profile again (while it is paid for). */
export function RestoreOrganizationButton({ organization }: { organization: Target }) {
  const restore = useRestoreOrganization(organization.id);
  return (
    <ReasonDialog
      schema={restoreReasonSchema}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Restore ${organization.name}`}
        >
          <RotateCcw aria-hidden />
          Restore
        </Button>
      }
      title={`Restore ${organization.name}`}
      description="Visitors can see the profile again while its subscription is paid. The owner's notice goes away."
      submitLabel="Restore profile"
      busyLabel="Restoring..."
      busy={restore.isPending}
      onSubmit={(input, done, fail) =>
        restore.mutate(input, {
          onSuccess: () => {
            done();
            toast.success(`${organization.name} is restored.`);
          },
          onError: (error) => fail(failed(error)),
        })
      }
    />
  );
}

/** Dismiss: the open reports close without action; the profile stays as it is. */
export function DismissReportsButton({
  organization,
  openReports,
}: {
  organization: Target;
  openReports: number;
}) {
  const dismiss = useDismissReports(organization.id);
  return (
    <ReasonDialog
      schema={dismissReasonSchema}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={`Dismiss the reports about ${organization.name}`}
        >
          <Check aria-hidden />
          Dismiss
        </Button>
      }
      title="Dismiss reports"
      description={`The ${countOf(openReports, 'open report')} about ${organization.name} will be closed without action. The profile stays as it is.`}
      submitLabel="Dismiss reports"
      busyLabel="Dismissing..."
      busy={dismiss.isPending}
      onSubmit={(input, done, fail) =>
        dismiss.mutate(input, {
          onSuccess: ({ dismissed }) => {
            done();
            toast.success(`Dismissed ${countOf(dismissed, 'report')} about ${organization.name}.`);
          },
          onError: (error) => fail(failed(error)),
        })
      }
    />
  );
}

/** Hide or Restore, whichever applies. */
export function ModerateOrganizationButton({
  organization,
  hidden,
}: {
  organization: Target;
  hidden: boolean;
}) {
  return hidden ? (
    <RestoreOrganizationButton organization={organization} />
  ) : (
    <HideOrganizationButton organization={organization} />
  );
}
