import { sortPaced, type Pacer } from './pacer.js';

/** Past this many slots at once, one pass over the order beats a block move for each. */
const BULK_CHANGE = 16;

/**
 * The slots of the live documents in one sort order (newest, recently updated, name), ties
 * broken by id so the order is total and a keyset cursor has exactly one place in it. Kept
 * sorted as documents come and go: a binary search finds the place, one block move makes
 * room (a millisecond at a million documents, for a change that is rare).
 */
export class SortedOrder {
  private slots: Uint32Array;
  private length = 0;

  /** `compare(a, b)` < 0 when slot a comes before slot b. */
  constructor(
    private readonly compare: (a: number, b: number) => number,
    capacity = 1024,
  ) {
    this.slots = new Uint32Array(capacity);
  }

  get size(): number {
    return this.length;
  }

  /** Replaces the contents with these slots, sorting them (after a build). */
  async reset(slots: Uint32Array, pacer: Pacer): Promise<void> {
    const sorted = new Uint32Array(Math.max(1024, slots.length * 1.25));
    sorted.set(slots);
    await sortPaced(sorted.subarray(0, slots.length), this.compare, pacer);
    this.slots = sorted;
    this.length = slots.length;
  }

  /** The slots in order, copied: for a snapshot. */
  exportState(): Uint32Array {
    return this.slots.slice(0, this.length);
  }

  /** Takes these slots, already in order (from a snapshot), as the contents. */
  restore(sorted: Uint32Array): void {
    this.slots = new Uint32Array(Math.max(1024, sorted.length * 1.25));
    this.slots.set(sorted);
    this.length = sorted.length;
  }

  at(position: number): number {
    return this.slots[position]!;
  }

  /**
   * The first position whose slot comes after the key: `keyCompare(slot)` answers < 0 when
   * the key comes before the slot, 0 when it is the slot's own key.
   */
  positionAfter(keyCompare: (slot: number) => number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keyCompare(this.slots[middle]!) >= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(slot: number): void {
    if (this.length === this.slots.length) {
      const bigger = new Uint32Array(this.slots.length * 2);
      bigger.set(this.slots);
      this.slots = bigger;
    }
    const position = this.positionAfter((other) => this.compare(slot, other));
    this.slots.copyWithin(position + 1, position, this.length);
    this.slots[position] = slot;
    this.length += 1;
  }

  /** Takes the slot out; its sort key must still be the one it was inserted with. */
  remove(slot: number): void {
    const after = this.positionAfter((other) => this.compare(slot, other));
    const position = after - 1;
    if (position < 0 || this.slots[position] !== slot) return;
    this.slots.copyWithin(position, position + 1, this.length);
    this.length -= 1;
  }

  /**
   * Inserts many slots: sorted among themselves, each one's place found by binary search,
   * then the kept slots moved up in blocks from the end: one pass of block moves, and
   * comparisons only for the new slots.
   */
  insertMany(slots: readonly number[]): void {
    if (slots.length <= BULK_CHANGE) {
      for (const slot of slots) this.insert(slot);
      return;
    }
    const added = Uint32Array.from(slots).sort(this.compare);
    const places = added.map((slot) => this.positionAfter((other) => this.compare(slot, other)));
    const length = this.length + added.length;
    if (length > this.slots.length) {
      const bigger = new Uint32Array(Math.max(length, this.slots.length * 2));
      bigger.set(this.slots.subarray(0, this.length));
      this.slots = bigger;
    }
    let end = this.length;
    for (let next = added.length - 1; next >= 0; next -= 1) {
      const place = places[next]!;
      this.slots.copyWithin(place + next + 1, place, end);
      this.slots[place + next] = added[next]!;
      end = place;
    }
    this.length = length;
  }

  /**
   * Takes these slots out (their sort keys still the ones they were inserted with): each
   * one's place found by binary search, then the slots between moved down in blocks.
   */
  removeMany(slots: readonly number[]): void {
    if (slots.length <= BULK_CHANGE) {
      for (const slot of slots) this.remove(slot);
      return;
    }
    const places: number[] = [];
    for (const slot of slots) {
      const place = this.positionAfter((other) => this.compare(slot, other)) - 1;
      if (place >= 0 && this.slots[place] === slot) places.push(place);
    }
    places.sort((a, b) => a - b);
    let kept = places[0] ?? this.length;
    for (let at = 0; at < places.length; at += 1) {
      const from = places[at]! + 1;
      const to = places[at + 1] ?? this.length;
      if (to <= from) continue;
      this.slots.copyWithin(kept, from, to);
      kept += to - from;
    }
    this.length -= places.length;
  }

  get byteSize(): number {
    return this.slots.byteLength;
  }
}
