import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createWorkSlots, WorkSlotsFullError } from './work-slots.js';

describe('work slots', () => {
  it('run at most `size` jobs at once, the rest in arrival order', async () => {
    const slots = createWorkSlots({ size: 2 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, job) =>
        slots.run(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(job);
          await sleep(5);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuse a job at once when the queue is full, and take new ones when it drains', async () => {
    const slots = createWorkSlots({ size: 1, maxWaiting: 2 });
    let release: () => void = () => undefined;
    const blocker = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = [slots.run(async () => 'a'), slots.run(async () => 'b')];
    await expect(slots.run(async () => 'c')).rejects.toBeInstanceOf(WorkSlotsFullError);
    release();
    await blocker;
    expect(await Promise.all(queued)).toEqual(['a', 'b']);
    expect(await slots.run(async () => 'd')).toBe('d');
  });

  it('free the slot when a job fails', async () => {
    const slots = createWorkSlots({ size: 1, maxWaiting: 0 });
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
