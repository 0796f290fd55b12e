import { Counter, type Registry } from 'prom-client';

/**
 * Counts the job attempts this process finishes, by queue and outcome: a failed attempt is
 * retried until its queue's limit, so the rate of failures shows trouble before jobs run out
 * of attempts (the depth by state, read from the queue's tables, shows those).
 */
export function jobAttemptRecorder(registry: Registry) {
  const attempts = new Counter({
    name: 'job_attempts_total',
    help: 'Job attempts this process finished, by queue and outcome (completed or failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  return (queue: string, outcome: 'completed' | 'failed') => attempts.inc({ queue, outcome });
}
