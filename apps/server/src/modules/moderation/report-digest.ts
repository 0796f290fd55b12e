import { appRoutes } from '@catalyst/shared';
import { DAY_MS } from '../../lib/calendar.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { reportDigestEmail } from './moderation-emails.js';
import type { ReportsService } from './reports.service.js';

export const REPORT_DIGEST_JOB = 'moderation.report-digest';

/**
 * Mails every administrator what was reported in the 24 hours before `now`, profile by
 * profile; on a day without reports, nothing. Answers what it did, for the job's log.
 */
export function createReportDigest(deps: {
  reports: Pick<ReportsService, 'digest'>;
  /** Where the digest goes: the administrators who can act on it. */
  recipients: () => Promise<string[]>;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
}) {
  const { reports, recipients, mailer, publicUrl, productName } = deps;
  return async (now: Date) => {
    const entries = await reports.digest(new Date(now.getTime() - DAY_MS), now);
    if (entries.length === 0) return { reports: 0, profiles: 0, mailed: 0 };
    const admins = await recipients();
    for (const to of admins) {
      await mailer.send(
        reportDigestEmail(to, entries, `${publicUrl}${appRoutes.admin}`, productName),
      );
    }
    return {
      reports: entries.reduce((sum, entry) => sum + entry.reports, 0),
      profiles: entries.length,
      mailed: admins.length,
    };
  };
}

/** The digest, daily at 07:00 UTC (once across every process). */
export function reportDigestJob(
  digest: ReturnType<typeof createReportDigest>,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: REPORT_DIGEST_JOB,
    schedule: '0 7 * * *',
    description: 'Mails the administrators what was reported in the last day.',
    retryLimit: 3,
    retryDelaySeconds: 10 * 60,
    run: () => digest(now()),
  };
}
