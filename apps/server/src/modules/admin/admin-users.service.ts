import {
  type AdminUser,
  type AdminUserDetail,
  type adminUsersQuerySchema,
  apiMessages,
  moderationMessages,
} from '@catalyst/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { adminPage, adminPageWindow } from '../../lib/page-window.js';
import { adminActor, type ActingUser } from '../audit/index.js';
import type { OrganizationModerationService } from '../moderation/index.js';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository.js';
import { toAdminUser, userTarget } from './admin-users.mapper.js';

/**
 * The console's accounts: looking people up, disabling and enabling them. Every change is in
 * the audit log.
 */
export function createAdminUsersService(deps: {
  repository: AdminUsersRepository;
  organizations: Pick<OrganizationModerationService, 'listByOwner'>;
  now?: () => Date;
}) {
  const { repository, organizations } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(id: string): Promise<AdminUserRow> {
    const row = await repository.find(id);
    if (!row) throw new AppError('NOT_FOUND', apiMessages.notFound);
    return row;
  }

  return {
    async list(query: z.output<typeof adminUsersQuerySchema>) {
      const { rows, total } = await repository.list(query.q, adminPageWindow(query.page));
      return adminPage(rows.map(toAdminUser), total, query.page);
    },

    async detail(id: string): Promise<AdminUserDetail> {
      const row = await load(id);
      return { ...toAdminUser(row), organizations: await organizations.listByOwner(id) };
    },

    /** No sign-in, and every session ended at once, until enabled again. */
    async disable(admin: ActingUser, id: string, reason: string): Promise<AdminUser> {
      if (admin.id === id) {
        throw new AppError('CONFLICT', moderationMessages.cannotDisableYourself);
      }
      const outcome = await repository.disable(id, { reason, at: now() }, (user) => ({
        actor: adminActor(admin),
        action: 'user.disabled',
        target: userTarget(user),
        reason,
        details: {
          endedSessions: user.endedSessions,
          ...(user.withdrawnInvitations.length > 0 && {
            withdrawnInvitations: user.withdrawnInvitations,
          }),
        },
      }));
      if (outcome === 'gone') throw new AppError('NOT_FOUND', apiMessages.notFound);
      if (outcome === 'already-disabled') {
        throw new AppError('CONFLICT', moderationMessages.alreadyDisabled);
      }
      return toAdminUser(await load(id));
    },

    async enable(admin: ActingUser, id: string, reason: string): Promise<AdminUser> {
      const outcome = await repository.enable(id, (user) => ({
        actor: adminActor(admin),
        action: 'user.enabled',
        target: userTarget(user),
        reason,
        details: {
          disabledAt: user.disabledAt?.toISOString() ?? null,
          disabledReason: user.disabledReason,
        },
      }));
      if (outcome === 'gone') throw new AppError('NOT_FOUND', apiMessages.notFound);
      if (outcome === 'not-disabled')
        throw new AppError('CONFLICT', moderationMessages.notDisabled);
      return toAdminUser(await load(id));
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
