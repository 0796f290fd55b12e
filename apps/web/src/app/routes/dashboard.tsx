import { authMessages } from '@catalyst/shared';
import { RequireAccess } from '@/features/auth';
import { Dashboard } from '@/features/dashboard/pages';

/** /dashboard, /profile, /dashboard/organizations and /dashboard/settings: one screen. */
export function Component() {
  return (
    <RequireAccess level="verified" message={authMessages.guard.permanentAccount}>
      <Dashboard />
    </RequireAccess>
  );
}
