import { orInto as orBitsInto, setBit, wordsFor, type Bitset } from './bitset.js';

/** A Uint32Array that grows by doubling, for accumulating a build's word lists. */
export class GrowableUint32 {
  values = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const bigger = new Uint32Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.length++] = value;
  }
}

/**
 * Each slot's words, one slot after another: a build collects these (half the memory of
 * word-slot pairs), then turns them around into postings.
 */
export class ForwardLists {
  readonly words = new GrowableUint32();
  /** Where each slot's words end in `words`. */
  readonly ends = new GrowableUint32();

  /** The words of the next slot (slots must come in order, none skipped). */
  push(wordIds: readonly number[]): void {
    for (const word of wordIds) this.words.push(word);
    this.ends.push(this.words.length);
  }
}

/**
 * Which slots hold each word, for one field. Built once in compressed-row form (a word's
 * slots side by side in one array, in slot order); a word held by more than 1 in 32 slots
 * is kept as a bitset instead, which is then the smaller form and the faster to combine.
 * Slots added after the build go to a small list per word until the next build.
 */
export class Postings {
  private offsets = new Uint32Array(1);
  private slots = new Uint32Array(0);
  /** By word id: the bitset of a frequent word (undefined for the others). */
  private readonly dense: Array<Bitset | undefined> = [];
  private readonly added = new Map<number, number[]>();

  /** Turns a build's forward lists around: for each word, the slots that hold it. */
  static build(lists: ForwardLists, vocabularySize: number): Postings {
    const postings = new Postings();
    const slotCount = lists.ends.length;
    const frequency = new Uint32Array(vocabularySize);
    for (let at = 0; at < lists.words.length; at += 1) frequency[lists.words.values[at]!]! += 1;
    const denseAbove = slotCount / 32;
    const offsets = new Uint32Array(vocabularySize + 1);
    for (let word = 0; word < vocabularySize; word += 1) {
      const sparse = frequency[word]! <= denseAbove;
      offsets[word + 1] = offsets[word]! + (sparse ? frequency[word]! : 0);
      if (!sparse) postings.dense[word] = new Uint32Array(wordsFor(slotCount));
    }
    const cursor = offsets.slice(0, vocabularySize);
    const sorted = new Uint32Array(offsets[vocabularySize]!);
    let start = 0;
    for (let slot = 0; slot < slotCount; slot += 1) {
      const end = lists.ends.values[slot]!;
      for (let at = start; at < end; at += 1) {
        const word = lists.words.values[at]!;
        const bits = postings.dense[word];
        if (bits) setBit(bits, slot);
        else sorted[cursor[word]!++] = slot;
      }
      start = end;
    }
    postings.offsets = offsets;
    postings.slots = sorted;
    return postings;
  }

  /** A slot added after the build. */
  add(word: number, slot: number): void {
    const list = this.added.get(word);
    if (list) list.push(slot);
    else this.added.set(word, [slot]);
  }

  /** target ∪= the word's slots (some may be of removed documents). */
  orInto(word: number, target: Bitset): void {
    const bits = this.dense[word];
    if (bits) {
      orBitsInto(target, bits, [{ start: 0, end: Math.min(bits.length, target.length) }]);
    } else if (word + 1 < this.offsets.length) {
      const slots = this.slots;
      for (let at = this.offsets[word]!; at < this.offsets[word + 1]!; at += 1) {
        const slot = slots[at]!;
        target[slot >>> 5]! |= 1 << (slot & 31);
      }
    }
    for (const slot of this.added.get(word) ?? []) setBit(target, slot);
  }

  /** Bytes held, for the index's size report. */
  get byteSize(): number {
    let bytes = this.offsets.byteLength + this.slots.byteLength;
    for (const bits of this.dense) bytes += bits?.byteLength ?? 0;
    for (const list of this.added.values()) bytes += list.length * 8;
    return bytes;
  }
}
