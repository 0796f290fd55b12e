import { type AdminUser, apiMessages, disableReasonSchema } from '@catalyst/shared';
import { Ban, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { moderationErrorMessage } from '@/features/moderation/moderation-error-message';
import { toast } from '@/lib/notify';
import { useDisableUser } from '../../api/disable-user';
import { useEnableUser } from '../../api/enable-user';
import { ConfirmAction } from '../confirm-action';
import { ReasonDialog } from '../reason-dialog';

type Target = Pick<AdminUser, 'id' | 'email'>;

const failed = (error: unknown) => moderationErrorMessage(error, apiMessages.internal);

/** Disable: the account can no longer sign in; the reason goes into the audit log. */
export function DisableUserButton({ user }: { user: Target }) {
  const disable = useDisableUser(user.id);
  return (
    <ReasonDialog
      schema={disableReasonSchema}
      trigger={
        <Button type="button" variant="destructive" size="sm" aria-label={`Disable ${user.email}`}>
          <Ban aria-hidden />
          Disable
        </Button>
      }
      title="Disable account"
      description={`${user.email} will be signed out and cannot sign in until an administrator enables the account again.`}
      reasonLabel="Reason"
      reasonHint="Kept in the audit log beside your name."
      submitLabel="Disable account"
      busyLabel="Disabling..."
      busy={disable.isPending}
      onSubmit={(input, done, fail) =>
        disable.mutate(input, {
          onSuccess: () => {
            done();
            toast.success(`${user.email} is disabled.`);
          },
          onError: (error) => fail(failed(error)),
        })
      }
    />
  );
}

/** Enable: the account may sign in again. */
export function EnableUserButton({ user }: { user: Target }) {
  const enable = useEnableUser();
  return (
    <ConfirmAction
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={`Enable ${user.email}`}>
          <CircleCheck aria-hidden />
          Enable
        </Button>
      }
      title="Enable account"
      description={`${user.email} can sign in again.`}
      confirmLabel="Enable"
      busyLabel="Enabling..."
      busy={enable.isPending}
      onConfirm={(close) =>
        enable.mutate(user.id, {
          onSuccess: () => toast.success(`${user.email} is enabled.`),
          onError: (error) => toast.error(failed(error)),
          onSettled: close,
        })
      }
    />
  );
}

/** Disable or Enable, whichever applies; nothing against one's own account (the server refuses). */
export function AccountAction({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  if (user.disabled) return <EnableUserButton user={user} />;
  if (isSelf) return null;
  return <DisableUserButton user={user} />;
}
