import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { createPacer, sortPaced, type Pacer } from './pacer.js';

/** A pacer that yields at every look at the clock, counting how often. */
function eagerPacer() {
  const inner = createPacer({ sliceMs: 0 });
  let pauses = 0;
  const pacer: Pacer = {
    step: () => {
      pauses += 1;
      return inner.pause();
    },
    pause: inner.pause,
  };
  return { pacer, pauses: () => pauses };
}

describe('sortPaced', () => {
  it('sorts as the engine does, whatever the length, pausing as it goes', async () => {
    const random = seededRandom(3);
    for (const length of [0, 1, 4095, 4096, 4097, 20_000, 70_001]) {
      const values = Uint32Array.from({ length }, () => Math.floor(random() * 5000));
      // Ties broken by a second key, as the index's orders are: the result is one order.
      const key = (value: number) => (value * 7919) % 1000;
      const compare = (a: number, b: number) => key(a) - key(b) || a - b;
      const expected = values.slice().sort(compare);
      const { pacer, pauses } = eagerPacer();
      await sortPaced(values, compare, pacer);
      expect(values, `length ${length}`).toEqual(expected);
      if (length > 4096) expect(pauses()).toBeGreaterThan(length / 4096);
    }
  });

  it('lets timers run while a long sort goes on', async () => {
    const values = Uint32Array.from({ length: 300_000 }, (_, at) => (at * 2_654_435_761) >>> 0);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      await sortPaced(values, (a, b) => a - b, createPacer({ sliceMs: 2 }));
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
    expect(values.every((value, at) => at === 0 || values[at - 1]! <= value)).toBe(true);
  });

  it('stops at its next pause once its signal is aborted', async () => {
    const controller = new AbortController();
    const values = Uint32Array.from({ length: 100_000 }, (_, at) => 100_000 - at);
    const sorting = sortPaced(
      values,
      (a, b) => a - b,
      createPacer({ sliceMs: 0, signal: controller.signal }),
    );
    controller.abort();
    await expect(sorting).rejects.toThrow(/abort/i);
  });
});
