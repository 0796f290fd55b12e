import type { JobLogger } from '../src/lib/jobs/job-queue.js';

/** A job's logger that keeps nothing, for running a job's work directly. */
export const silentJobLog: JobLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child: () => silentJobLog,
};
