import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { countAnd } from './bitset.js';
import { BitsetArena } from './bitset-arena.js';

describe('the bitset arena', () => {
  it('counts intersections in WebAssembly exactly as JavaScript does, over any word range', () => {
    const random = seededRandom(11);
    const arena = new BitsetArena(1001, 3);
    expect(arena.words).toBe(1002);
    const [a, b] = [arena.set(0), arena.set(1)];
    for (let word = 0; word < 1001; word += 1) {
      a[word] = Math.floor(random() * 2 ** 32);
      b[word] = Math.floor(random() * 2 ** 32) & Math.floor(random() * 2 ** 32);
    }
    const outside = new Uint32Array(b);
    for (const ranges of [
      [{ start: 0, end: 1001 }],
      [{ start: 1, end: 2 }],
      [{ start: 3, end: 998 }],
      [
        { start: 17, end: 40 },
        { start: 500, end: 1001 },
      ],
    ]) {
      const expected = countAnd(a, b, ranges);
      expect(expected).toBeGreaterThan(0);
      expect(arena.countAnd(a, b, ranges), JSON.stringify(ranges)).toBe(expected);
      // A set outside the arena is counted in JavaScript, with the same answer.
      expect(arena.countAnd(a, outside, ranges)).toBe(expected);
    }
  });

  it('hands out zeroed sets that do not overlap', () => {
    const arena = new BitsetArena(64, 2);
    const [first, second] = [arena.set(0), arena.set(1)];
    first.fill(0xffffffff);
    expect(second.every((word) => word === 0)).toBe(true);
  });
});
