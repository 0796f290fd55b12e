import { routePath, STALE_PROFILE_DAYS } from '@catalyst/shared';
import { DAY_MS } from '../../lib/calendar.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import type { Mailer, MailMessage } from '../../lib/mail/mailer.js';
import { emailLayout } from '../../lib/mail/email-layout.js';
import type { AnalyticsRepository } from './analytics.repository.js';

const STALE_PROFILE_REMINDER_JOB = 'organizations.stale-reminder';

/** To an owner: the profile has not changed in half a year. */
function staleProfileEmail(
  to: string,
  organizationName: string,
  editUrl: string,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `Is ${organizationName}’s profile still up to date?`,
    ...emailLayout(
      productName,
      [
        `The profile of ${organizationName} has not been updated in ${STALE_PROFILE_DAYS} days.`,
        'Visitors see when a profile was last updated. A quick look at your description, links and open roles keeps it trustworthy.',
      ],
      'Review your profile',
      editUrl,
      'You receive this because you are an owner of this organization. We remind you at most once each time the profile goes this long without an update.',
    ),
  };
}

/**
 * Reminds the owners of published profiles unchanged for 180 days. Each organization is
 * claimed (stale_reminded_at set) before its mail goes, so it is told once per stretch without
 * an update, whichever process runs the job; an edit starts a new stretch.
 */
export function createStaleProfileReminder(deps: {
  repository: Pick<AnalyticsRepository, 'claimStale' | 'ownerEmails'>;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
}) {
  const { repository, mailer, publicUrl, productName } = deps;
  return async (now: Date) => {
    const stale = await repository.claimStale(
      new Date(now.getTime() - STALE_PROFILE_DAYS * DAY_MS),
      now,
    );
    let mailed = 0;
    for (const organization of stale) {
      const editUrl = `${publicUrl}${routePath('organizationEdit', { orgId: organization.id })}`;
      for (const to of await repository.ownerEmails(organization.id)) {
        await mailer.send(staleProfileEmail(to, organization.name, editUrl, productName));
        mailed += 1;
      }
    }
    return { organizations: stale.length, mailed };
  };
}

/** The reminders, daily at 09:00 UTC (once across every process). */
export function staleProfileReminderJob(
  remind: ReturnType<typeof createStaleProfileReminder>,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: STALE_PROFILE_REMINDER_JOB,
    schedule: '0 9 * * *',
    description: 'Reminds the owners of published profiles unchanged for 180 days.',
    retryLimit: 3,
    retryDelaySeconds: 10 * 60,
    run: () => remind(now()),
  };
}
