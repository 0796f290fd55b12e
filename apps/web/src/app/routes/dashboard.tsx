import { authMessages } from '@catalyst/shared';
import { RequireAccess } from '@/features/auth/require-access';
import { Dashboard } from '@/features/dashboard/components/dashboard';

/** /dashboard, /profile, /dashboard/organizations and /dashboard/settings: one screen. */
export function Component() {
  return (
    <RequireAccess level="verified" message={authMessages.guard.permanentAccount}>
      <Dashboard />
    </RequireAccess>
  );
}
