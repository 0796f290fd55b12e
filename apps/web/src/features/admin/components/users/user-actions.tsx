import {
  type AdminUser,
  apiMessages,
  disableReasonSchema,
  enableReasonSchema,
} from '@catalyst/shared';
import { Ban, CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { moderationErrorMessage } from '@/features/moderation/moderation-error-message';
import { toast } from '@/lib/notify';
import { useDisableUser } from '../../api/disable-user';
import { useEnableUser } from '../../api/enable-user';
import { ReasonDialog } from '../reason-dialog';

type Target = Pick<AdminUser, 'id' | 'email'>;

const failed = (error: unknown) => moderationErrorMessage(error, apiMessages.internal);

/** Disable: the account can no longer sign in; the reason goes into the audit log. */
export function DisableUserButton({ user }: { user: Target }) {
  const disable = useDisableUser(user.id);
  return (
    <ReasonDialog
      schema={disableReasonSchema}
      destructive
      trigger={
        <Button type="button" variant="destructive" size="sm" aria-label={`Disable ${user.email}`}>
          <Ban aria-hidden />
          Disable
        </Button>
      }
      title="Disable account"
      description={`${user.email} will be signed out and cannot sign in until an administrator enables the account again.`}
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
  const enable = useEnableUser(user.id);
  return (
    <ReasonDialog
      schema={enableReasonSchema}
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={`Enable ${user.email}`}>
          <CircleCheck aria-hidden />
          Enable
        </Button>
      }
      title="Enable account"
      description={`${user.email} can sign in again.`}
      submitLabel="Enable account"
      busyLabel="Enabling..."
      busy={enable.isPending}
      onSubmit={(input, done, fail) =>
        enable.mutate(input, {
          onSuccess: () => {
            done();
            toast.success(`${user.email} is enabled.`);
          },
          onError: (error) => fail(failed(error)),
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
