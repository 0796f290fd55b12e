import { dataMessages, type SignInProvider } from '@catalyst/shared';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthUser } from '@/features/auth';
import { useUserProfile } from '@/features/auth';
import { dashboardMessages } from '../../dashboard-messages';
import { DashboardCard } from '@/components/dashboard-card';
import { providerLabels } from '../profile-information';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DisplayNameForm } from './display-name-form';

function SettingsBlock({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      className={
        tone === 'danger'
          ? 'rounded-lg border border-red-200 bg-red-50/40 p-4 sm:p-5'
          : 'border-b border-slate-200 pb-6'
      }
    >
      <h3 className={`font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}>
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** 'Google or GitHub', 'Google': the methods a social-only account signs in with. */
function describeMethods(providers: SignInProvider[]): string {
  const names = providers.filter((p) => p !== 'password').map((p) => providerLabels[p]);
  if (names.length === 0) return 'Google or GitHub';
  return names.join(' or ');
}

function LoadingBlock() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-10 w-40" />
    </div>
  );
}

/** Display name, password (password accounts only) and account deletion. */
export function AccountSettings({ user }: { user: AuthUser }) {
  const profile = useUserProfile(user.id);
  const providers = profile.data?.providers ?? [];
  const hasPassword = providers.includes('password');

  let passwordBody: ReactNode;
  let deleteBody: ReactNode;
  if (profile.isPending) {
    passwordBody = <LoadingBlock />;
    deleteBody = <LoadingBlock />;
  } else if (profile.isError) {
    const failure = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">{dataMessages.loadFailed}</AlertDescription>
      </Alert>
    );
    passwordBody = failure;
    deleteBody = failure;
  } else {
    passwordBody = hasPassword ? (
      <ChangePasswordForm />
    ) : (
      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
        {dashboardMessages.passwordUnavailable(describeMethods(providers))}
      </p>
    );
    deleteBody = <DeleteAccountDialog requiresPassword={hasPassword} />;
  }

  return (
    <DashboardCard
      id="account-settings"
      title="Account Settings"
      description="Manage your display name, password and account."
    >
      <div className="flex flex-col gap-6 pt-2">
        <SettingsBlock title="Display name">
          <DisplayNameForm user={user} />
        </SettingsBlock>
        <SettingsBlock title="Change password">{passwordBody}</SettingsBlock>
        <SettingsBlock
          title="Delete account"
          tone="danger"
          description="Permanently delete your account, your organizations and their images, and cancel your subscriptions."
        >
          {deleteBody}
        </SettingsBlock>
      </div>
    </DashboardCard>
  );
}
