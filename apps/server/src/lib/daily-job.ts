export const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobLog {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface DailyJob {
  /** Resolves when the start-up run has finished (or failed, which is logged). */
  readonly firstRun: Promise<void>;
  /** Clears the timer and waits for a run in progress, so the database can close after. */
  stop(): Promise<void>;
}

/**
 * A maintenance job run daily by every server process (guest cleanup, orphan sweep, billing
 * reconciliation): each is safe beside other processes doing the same. The timer never keeps
 * the process alive, a slow run is never overlapped by the next tick, and a failure is logged
 * and retried next time. `report` says what is worth logging of a result, if anything.
 */
export function scheduleDaily<T>(options: {
  /** Log lines: what a reported result and a failure are called. */
  messages: { done: string; failed: string };
  run: () => Promise<T>;
  report: (result: T) => object | undefined;
  log: JobLog;
  /** Run once at start-up too (default), or first after one interval. */
  runAtStart?: boolean;
  intervalMs?: number;
}): DailyJob {
  const { messages, log } = options;
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    running ??= options
      .run()
      .then((result) => {
        const reported = options.report(result);
        if (reported) log.info(reported, messages.done);
      })
      .catch((err: unknown) => log.error({ err }, messages.failed))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? DAY_MS);
  timer.unref();
  return {
    firstRun: options.runAtStart === false ? Promise.resolve() : run(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
