import { AdminConsole, RequireAdmin } from '@/features/admin/pages';

/**
 * /admin and its pages (organizations, users, guest codes, audit log, jobs): administrators
 * only.
 */
export function Component() {
  return (
    <RequireAdmin>
      <AdminConsole />
    </RequireAdmin>
  );
}
