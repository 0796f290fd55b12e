import { routePath, utcDay } from '@catalyst/shared';
import { DAY_MS } from '../../lib/calendar.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { rolesEndingSoonEmail } from './open-roles-emails.js';
import type { OpenRolesRepository } from './open-roles.repository.js';

export const ROLE_EXPIRY_REMINDER_JOB = 'open-roles.expiry-reminder';
/** How long before its last day an organization hears that a role ends. */
const REMINDER_DAYS_AHEAD = 7;

/**
 * Tells each organization's owners and editors which of its open roles end within a week,
 * one mail per person and organization. Each role is claimed (marked reminded) before the mail
 * goes, so it is told once, whichever process runs the job; a new last day clears the mark.
 */
export function createRoleExpiryReminder(deps: {
  repository: Pick<OpenRolesRepository, 'claimEndingSoon' | 'memberEmails'>;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
}) {
  const { repository, mailer, publicUrl, productName } = deps;
  return async (now: Date) => {
    const today = utcDay(now);
    const lastDay = utcDay(new Date(now.getTime() + REMINDER_DAYS_AHEAD * DAY_MS));
    const claimed = await repository.claimEndingSoon(today, lastDay, now);
    const byOrganization = new Map<string, typeof claimed>();
    for (const role of claimed) {
      byOrganization.set(role.organizationId, [
        ...(byOrganization.get(role.organizationId) ?? []),
        role,
      ]);
    }
    let mailed = 0;
    for (const [organizationId, roles] of byOrganization) {
      const manageUrl = `${publicUrl}${routePath('organizationRolesManage', { orgId: organizationId })}`;
      const sorted = roles.sort((a, b) => a.validThrough.localeCompare(b.validThrough));
      for (const to of await repository.memberEmails(organizationId)) {
        await mailer.send(
          rolesEndingSoonEmail(to, roles[0]!.organizationName, sorted, manageUrl, productName),
        );
        mailed += 1;
      }
    }
    return { roles: claimed.length, organizations: byOrganization.size, mailed };
  };
}

/** The reminders, daily at 08:00 UTC (once across every process). */
export function roleExpiryReminderJob(
  remind: ReturnType<typeof createRoleExpiryReminder>,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: ROLE_EXPIRY_REMINDER_JOB,
    schedule: '0 8 * * *',
    description: 'Tells owners and editors which open roles end within a week.',
    retryLimit: 3,
    retryDelaySeconds: 10 * 60,
    run: () => remind(now()),
  };
}
