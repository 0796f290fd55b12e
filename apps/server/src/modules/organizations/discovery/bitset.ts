/**
 * Sets of document slots as bits in 32-bit words: a million slots are 125 kB, and a union,
 * intersection or count of two sets is one pass over 31,250 words. Operations take a word
 * range, so work on a set known to lie in part of the slots (one country's docs) only
 * touches that part.
 */
export type Bitset = Uint32Array;

export interface WordRange {
  start: number;
  end: number;
}

export function wordsFor(slots: number): number {
  return Math.ceil(slots / 32);
}

function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function hasBit(set: Bitset, slot: number): boolean {
  return ((set[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
}

export function setBit(set: Bitset, slot: number): void {
  set[slot >>> 5]! |= 1 << (slot & 31);
}

/** Sets the slots [start, end): whole words at a time, bit by bit only at the two edges. */
export function setRange(set: Bitset, start: number, end: number): void {
  if (end <= start) return;
  const first = start >>> 5;
  const last = (end - 1) >>> 5;
  const head = ~0 << (start & 31);
  const tail = ~0 >>> (31 - ((end - 1) & 31));
  if (first === last) {
    set[first]! |= head & tail;
    return;
  }
  set[first]! |= head;
  set.fill(~0, first + 1, last);
  set[last]! |= tail;
}

export function clearBit(set: Bitset, slot: number): void {
  set[slot >>> 5]! &= ~(1 << (slot & 31));
}

export function count(set: Bitset, ranges: readonly WordRange[]): number {
  let total = 0;
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) total += popcount32(set[word]!);
  }
  return total;
}

/** |a ∩ b| over the ranges, without building the intersection. */
export function countAnd(a: Bitset, b: Bitset, ranges: readonly WordRange[]): number {
  let total = 0;
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) total += popcount32(a[word]! & b[word]!);
  }
  return total;
}

/** target ∩= source, over the ranges. */
export function andInto(target: Bitset, source: Bitset, ranges: readonly WordRange[]): void {
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) target[word]! &= source[word]!;
  }
}

/** target ∪= source, over the ranges. */
export function orInto(target: Bitset, source: Bitset, ranges: readonly WordRange[]): void {
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) target[word]! |= source[word]!;
  }
}

/** Calls `visit` with every slot in the set, in increasing order. */
export function forEachSlot(
  set: Bitset,
  ranges: readonly WordRange[],
  visit: (slot: number) => void,
): void {
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) {
      let bits = set[word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        visit(word * 32 + 31 - Math.clz32(lowest));
        bits ^= lowest;
      }
    }
  }
}

/**
 * Scratch bitsets for one synchronous query, taken zeroed and all given back when it ends:
 * a query then allocates nothing for the garbage collector to chase, however many sets it
 * combines (a three-word search takes a few dozen). New sets come from `create`.
 */
export class BitsetPool {
  private readonly free: Bitset[] = [];
  private readonly taken: Bitset[] = [];

  constructor(
    /** Words in use: what queries range over (sets may be longer). */
    readonly words: number,
    private readonly create: () => Bitset,
  ) {}

  take(): Bitset {
    // Zeroed here, whatever `create` hands over: a set may have served an earlier pool.
    const set = (this.free.pop() ?? this.create()).fill(0);
    this.taken.push(set);
    return set;
  }

  copyOf(source: Bitset): Bitset {
    const copy = this.take();
    copy.set(source.subarray(0, this.words));
    return copy;
  }

  releaseAll(): void {
    for (const set of this.taken) this.free.push(set);
    this.taken.length = 0;
  }
}
