import {
  type AdminOrganization,
  type adminOrganizationsQuerySchema,
  appRoutes,
  moderationMessages,
  type MemberOrganization,
  organizationMessages,
  subscriptionTypeOnTheWire,
} from '@catalyst/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.js';
import { adminPage, adminPageWindow } from '../../lib/page-window.js';
import { adminActor, ownerActor, type ActingUser } from '../audit/index.js';
import { assertMember, type OrganizationsService } from '../organizations/index.js';
import { profileHiddenEmail, profileRestoredEmail } from './moderation-emails.js';
import type {
  AdminOrganizationRow,
  OrganizationModerationRepository,
} from './organization-moderation.repository.js';

function toAdminOrganization(row: AdminOrganizationRow): AdminOrganization {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ownerId: row.createdBy,
    ownerEmail: row.ownerEmail,
    publicationStatus: row.status,
    plan: row.subscriptionType ? subscriptionTypeOnTheWire(row.subscriptionType) : 'none',
    hidden:
      row.hiddenAt && row.hiddenReason
        ? {
            at: row.hiddenAt.toISOString(),
            reason: row.hiddenReason,
            reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
          }
        : null,
    openReports: row.openReports,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Hiding a profile and restoring it (administrators), the owner's request for a review, and
 * the console's view of organizations. Hiding changes no billing: the profile leaves every
 * public view through `hidden_at` alone (listing.ts, migration 0008's triggers), and the
 * discovery index of each process drops it when it catches up with the change log.
 */
export function createOrganizationModerationService(deps: {
  repository: OrganizationModerationRepository;
  organizations: Pick<OrganizationsService, 'getForMember'>;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  logError: (err: unknown, message: string) => void;
  now?: () => Date;
}) {
  const { repository, organizations, mailer, publicUrl, productName, logError } = deps;
  const now = deps.now ?? (() => new Date());

  const notFound = (id: string) => new AppError('NOT_FOUND', organizationMessages.notFound(id));

  async function load(id: string): Promise<AdminOrganizationRow> {
    const row = await repository.find(id);
    if (!row) throw notFound(id);
    return row;
  }

  /**
   * The owner hears of it by mail, after the change has committed: a mail that cannot be
   * queued is logged, and the moderator's action stands.
   */
  async function tellOwner(row: AdminOrganizationRow, message: (to: string) => MailMessage) {
    if (!row.ownerEmail || row.ownerIsGuest) return;
    try {
      await mailer.send(message(row.ownerEmail));
    } catch (error) {
      logError(error, `moderation: the mail to the owner of ${row.id} could not be queued`);
    }
  }

  return {
    async list(query: z.output<typeof adminOrganizationsQuerySchema>) {
      const { rows, total } = await repository.list(
        { text: query.q, status: query.status, plan: query.plan },
        adminPageWindow(query.page),
      );
      return adminPage(rows.map(toAdminOrganization), total, query.page);
    },

    async listByOwner(userId: string): Promise<AdminOrganization[]> {
      return (await repository.listByOwner(userId)).map(toAdminOrganization);
    },

    async hide(admin: ActingUser, id: string, reason: string): Promise<AdminOrganization> {
      const outcome = await repository.hide(id, { reason, by: admin.id, at: now() }, (facts) => ({
        actor: adminActor(admin),
        action: 'organization.hidden',
        target: { type: 'organization', id, label: facts.name },
        reason,
        details: { resolvedReports: facts.resolvedReports },
      }));
      if (outcome === 'gone') throw notFound(id);
      if (outcome === 'already-hidden') {
        throw new AppError('CONFLICT', moderationMessages.alreadyHidden);
      }
      const row = await load(id);
      await tellOwner(row, (to) =>
        profileHiddenEmail(
          to,
          { name: row.name, reason },
          `${publicUrl}${appRoutes.dashboardOrganizations}`,
          productName,
        ),
      );
      return toAdminOrganization(row);
    },

    async restore(admin: ActingUser, id: string, reason: string): Promise<AdminOrganization> {
      const outcome = await repository.restore(id, (facts) => ({
        actor: adminActor(admin),
        action: 'organization.restored',
        target: { type: 'organization', id, label: facts.name },
        reason,
        // What it was hidden for, so the record reads whole without its pair.
        details: {
          hiddenAt: facts.hiddenAt?.toISOString() ?? null,
          hiddenReason: facts.hiddenReason,
          reviewRequestedAt: facts.reviewRequestedAt?.toISOString() ?? null,
        },
      }));
      if (outcome === 'gone') throw notFound(id);
      if (outcome === 'not-hidden') throw new AppError('CONFLICT', moderationMessages.notHidden);
      const row = await load(id);
      await tellOwner(row, (to) =>
        profileRestoredEmail(
          to,
          { name: row.name },
          `${publicUrl}${appRoutes.organization.replace(':orgId', row.slug)}`,
          productName,
        ),
      );
      return toAdminOrganization(row);
    },

    /**
     * One of its people (an editor fixes the profile as well as an owner), having fixed what
     * the reason says, asks a moderator to look again. Asking twice changes nothing: the first
     * request stands.
     */
    async requestReview(owner: ActingUser, id: string): Promise<MemberOrganization> {
      const row = await repository.find(id);
      const memberRole = row ? await repository.findMemberRole(id, owner.id) : null;
      assertMember(id, row && { status: row.status, memberRole }, 'editor');
      const outcome = await repository.requestReview(id, now(), (facts) => ({
        actor: ownerActor(owner),
        action: 'organization.review_requested',
        target: { type: 'organization', id, label: facts.name },
        details: { hiddenReason: facts.hiddenReason },
      }));
      if (outcome === 'gone') throw notFound(id);
      if (outcome === 'not-hidden') throw new AppError('CONFLICT', moderationMessages.notHidden);
      return organizations.getForMember(owner.id, id);
    },
  };
}

export type OrganizationModerationService = ReturnType<typeof createOrganizationModerationService>;
