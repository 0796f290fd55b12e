import { AdminConsole } from '@/features/admin/components/admin-console';
import { RequireAdmin } from '@/features/admin/components/require-admin';

/** /admin and its pages (organizations, users, guest codes, audit log): administrators only. */
export function Component() {
  return (
    <RequireAdmin>
      <AdminConsole />
    </RequireAdmin>
  );
}
