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
  reset(slots: Uint32Array): void {
    this.slots = new Uint32Array(Math.max(1024, slots.length * 1.25));
    this.slots.set(slots);
    this.slots.subarray(0, slots.length).sort(this.compare);
    this.length = slots.length;
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

  get byteSize(): number {
    return this.slots.byteLength;
  }
}
