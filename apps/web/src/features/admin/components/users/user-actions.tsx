import { type AdminUser, disableReasonSchema, enableReasonSchema } from '@catalyst/shared';
import Ban from 'lucide-react/icons/ban';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useDisableUser } from '../../api/disable-user';
import { useEnableUser } from '../../api/enable-user';
import { ReasonActionButton } from '../reason-action-button';

type Target = Pick<AdminUser, 'id' | 'email'>;

/** Disable: the account can no longer sign in; the reason goes into the audit log. */
function DisableUserButton({ user }: { user: Target }) {
  return (
    <ReasonActionButton
      action={useDisableUser(user.id)}
      succeeded={() => `${user.email} is disabled.`}
      schema={disableReasonSchema}
      destructive
      label="Disable"
      accessibleName={`Disable ${user.email}`}
      icon={<Ban aria-hidden />}
      title="Disable account"
      description={`${user.email} will be signed out and cannot sign in until an administrator enables the account again.`}
      submitLabel="Disable account"
      busyLabel="Disabling..."
    />
  );
}

/** Enable: the account may sign in again. */
function EnableUserButton({ user }: { user: Target }) {
  return (
    <ReasonActionButton
      action={useEnableUser(user.id)}
      succeeded={() => `${user.email} is enabled.`}
      schema={enableReasonSchema}
      label="Enable"
      accessibleName={`Enable ${user.email}`}
      icon={<CircleCheck aria-hidden />}
      title="Enable account"
      description={`${user.email} can sign in again.`}
      submitLabel="Enable account"
      busyLabel="Enabling..."
    />
  );
}

/** Disable or Enable, whichever applies; nothing against one's own account (the server refuses). */
export function AccountAction({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  if (user.disabled) return <EnableUserButton user={user} />;
  if (isSelf) return null;
  return <DisableUserButton user={user} />;
}
