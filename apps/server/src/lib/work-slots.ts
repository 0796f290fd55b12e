/** Thrown when a job arrives while the queue of waiting jobs is full. */
export class WorkSlotsFullError extends Error {
  override name = 'WorkSlotsFullError';
}

/**
 * At most `size` jobs of one kind at a time; the rest wait their turn in arrival order. Work
 * that runs on libuv's thread pool (scrypt, image decoding) would otherwise take every thread
 * and core in a burst, and starve everything else the process does. With `maxWaiting`, a job
 * arriving to a full queue is refused at once instead of waiting behind it.
 */
export function createWorkSlots(options: { size: number; maxWaiting?: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= options.size) {
        if (options.maxWaiting !== undefined && waiting.length >= options.maxWaiting) {
          throw new WorkSlotsFullError(`${waiting.length} jobs are already waiting`);
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next job; only when nobody waits is it freed.
        if (next) next();
        else running -= 1;
      }
    },
  };
}
