import type { AdminUser } from '@catalyst/shared';
import type { AuditActor } from '../audit/index.js';
import type { AdminUsersRepository, LockedUser, RoleChange } from './admin-users.repository.js';
import { toAdminUser, userTarget } from './admin-users.mapper.js';

/**
 * Who is an administrator: granted and revoked by the operator command, the first ones named
 * by ADMIN_EMAILS at start-up. Every change is in the audit log, as the one who made it.
 */
export function createAdminRolesService(deps: { repository: AdminUsersRepository }) {
  const { repository } = deps;

  async function setRole(
    email: string,
    role: 'member' | 'admin',
    by: AuditActor,
    reason: string,
  ): Promise<{ outcome: RoleChange; user?: LockedUser }> {
    return repository.setRole(email, role, (user) => ({
      actor: by,
      action: role === 'admin' ? 'user.admin_granted' : 'user.admin_revoked',
      target: userTarget(user),
      reason,
    }));
  }

  return {
    grantAdmin: (email: string, by: AuditActor, reason: string) =>
      setRole(email, 'admin', by, reason),
    revokeAdmin: (email: string, by: AuditActor, reason: string) =>
      setRole(email, 'member', by, reason),

    async listAdmins(): Promise<AdminUser[]> {
      return (await repository.listAdmins()).map(toAdminUser);
    },

    /**
     * ADMIN_EMAILS at start-up: the verified accounts of these addresses become
     * administrators (an unverified one could belong to anyone who typed the address).
     * Answers the addresses promoted now.
     */
    async promoteConfigured(emails: readonly string[], by: AuditActor): Promise<string[]> {
      const promoted = await repository.promoteVerified([...emails], (user) => ({
        actor: by,
        action: 'user.admin_granted',
        target: userTarget(user),
        reason: 'Named in ADMIN_EMAILS.',
      }));
      return promoted.map((user) => user.email);
    },
  };
}

export type AdminRolesService = ReturnType<typeof createAdminRolesService>;
