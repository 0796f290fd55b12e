/**
 * Long work in slices, so the event loop keeps answering: a build of the discovery index runs
 * for a minute at a million organizations, and its loops call `step()` often; once a slice
 * has run `sliceMs`, the pacer yields (to timers, sockets, requests) before going on. A build
 * cancelled through `signal` (the process is shutting down) stops at its next yield.
 */
export interface Pacer {
  /** Yields when the current slice has run long enough; cheap to call in a hot loop. */
  step(): Promise<void> | undefined;
  /** Yields now. */
  pause(): Promise<void>;
}

/** Long enough that yielding costs nothing measurable, short enough to go unnoticed. */
const DEFAULT_SLICE_MS = 10;

export function createPacer(options: { sliceMs?: number; signal?: AbortSignal } = {}): Pacer {
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const { signal } = options;
  let sliceStart = performance.now();
  const pause = async () => {
    signal?.throwIfAborted();
    await new Promise((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
    sliceStart = performance.now();
  };
  return {
    step: () =>
      performance.now() - sliceStart >= sliceMs || signal?.aborted ? pause() : undefined,
    pause,
  };
}

/** A pacer that never yields: for work small enough, or already off the event loop. */
export const unpaced: Pacer = {
  step: () => undefined,
  pause: () => Promise.resolve(),
};

/** Sorted runs this long are sorted at once (a few milliseconds), then merged in slices. */
const RUN = 4096;
/** Merged elements between two looks at the clock. */
const MERGE_STRIDE = 2048;

/**
 * Sorts `values` in place by `compare` as Array.prototype.sort would (the orders sorted here
 * are total, so stability does not matter), without holding the event loop: runs are sorted
 * by the engine, then merged pairwise, pausing between strides. Sorting a million slots by
 * name in one call held the loop for half a second.
 */
export async function sortPaced(
  values: Uint32Array,
  compare: (a: number, b: number) => number,
  pacer: Pacer,
): Promise<void> {
  const length = values.length;
  for (let start = 0; start < length; start += RUN) {
    values.subarray(start, Math.min(start + RUN, length)).sort(compare);
    const pause = pacer.step();
    if (pause) await pause;
  }
  if (length <= RUN) return;
  let source: Uint32Array = values;
  let target: Uint32Array = new Uint32Array(length);
  for (let width = RUN; width < length; width *= 2) {
    for (let left = 0; left < length; left += 2 * width) {
      const middle = Math.min(left + width, length);
      const end = Math.min(left + 2 * width, length);
      let a = left;
      let b = middle;
      let out = left;
      while (out < end) {
        const stop = Math.min(end, out + MERGE_STRIDE);
        while (out < stop) {
          if (b >= end || (a < middle && compare(source[a]!, source[b]!) <= 0)) {
            target[out++] = source[a++]!;
          } else {
            target[out++] = source[b++]!;
          }
        }
        const pause = pacer.step();
        if (pause) await pause;
      }
    }
    [source, target] = [target, source];
  }
  if (source !== values) values.set(source);
}
