import type { AdminUser } from '@catalyst/shared';
import type { AdminUserRow, LockedUser } from './admin-users.repository.js';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    emailVerified: row.emailVerified,
    disabled:
      row.disabledAt !== null
        ? { at: row.disabledAt.toISOString(), reason: row.disabledReason ?? '' }
        : null,
    organizationCount: row.organizationCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An account as the audit log names it: by id, and by its address at the time. */
export const userTarget = (user: Pick<LockedUser, 'id' | 'email'>) => ({
  type: 'user' as const,
  id: user.id,
  label: user.email,
});
