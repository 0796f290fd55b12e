import { utcDay } from '@catalyst/shared';
import { DAY_MS } from '../../lib/calendar.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import type { AnalyticsRepository } from './analytics.repository.js';

const ANALYTICS_FORGET_JOB = 'maintenance.analytics-forget-visitors';

/**
 * Daily at 00:30 UTC: deletes the visitor hashes and salts of the days before yesterday.
 * Yesterday's are kept so a batch flushed just after midnight still deduplicates against its
 * day; after that no count needs them, and without the salt no hash leads back to anyone.
 */
export function analyticsForgetJob(
  repository: Pick<AnalyticsRepository, 'forgetVisitorsBefore'>,
  now: () => Date = () => new Date(),
): JobDefinition {
  return {
    name: ANALYTICS_FORGET_JOB,
    schedule: '30 0 * * *',
    description: 'Deletes the visitor hashes and salts of the days before yesterday.',
    retryLimit: 3,
    retryDelaySeconds: 10 * 60,
    run: () => repository.forgetVisitorsBefore(utcDay(new Date(now().getTime() - DAY_MS))),
  };
}
