import { apiMessages } from '@catalyst/shared';
import { Check, EyeOff, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { moderationErrorMessage } from '@/features/moderation/moderation-error-message';
import { toast } from '@/lib/notify';
import { useDismissReports } from '../api/dismiss-reports';
import { useHideOrganization } from '../api/hide-organization';
import { useRestoreOrganization } from '../api/restore-organization';
import { countOf } from '../lib/format';
import { ConfirmAction } from './confirm-action';
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
      reasonLabel="Reason"
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
  const restore = useRestoreOrganization();
  return (
    <ConfirmAction
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
      confirmLabel="Restore"
      busyLabel="Restoring..."
      busy={restore.isPending}
      onConfirm={(close) =>
        restore.mutate(organization.id, {
          onSuccess: () => toast.success(`${organization.name} is restored.`),
          onError: (error) => toast.error(failed(error)),
          onSettled: close,
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
  const dismiss = useDismissReports();
  return (
    <ConfirmAction
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
      confirmLabel="Dismiss"
      busyLabel="Dismissing..."
      busy={dismiss.isPending}
      onConfirm={(close) =>
        dismiss.mutate(organization.id, {
          onSuccess: ({ dismissed }) =>
            toast.success(`Dismissed ${countOf(dismissed, 'report')} about ${organization.name}.`),
          onError: (error) => toast.error(failed(error)),
          onSettled: close,
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
