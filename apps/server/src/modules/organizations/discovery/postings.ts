import { orInto as orBitsInto, setBit, wordsFor, type Bitset } from './bitset.js';
import type { Pacer } from './pacer.js';

/** Entries of a build's lists handled between two looks at the clock. */
const STRIDE = 1 << 16;

/** What a snapshot keeps of one field's postings (discovery-snapshot.ts). */
export interface PostingsState {
  offsets: Uint32Array;
  slots: Uint32Array;
  /**
   * The frequent words, and their bitsets (`denseLength` words each): one after another in
   * one array as a snapshot is read, or each its own as they are written.
   */
  denseWords: Uint32Array;
  denseBits: Uint32Array | Uint32Array[];
  denseLength: number;
  /** Slots added since the build: per word, how many, then all of them in that order. */
  addedWords: Uint32Array;
  addedCounts: Uint32Array;
  addedSlots: Uint32Array;
}

/** Numbers per block of a ChunkedUint32 (4 MB). */
const CHUNK_SHIFT = 20;
const CHUNK_MASK = (1 << CHUNK_SHIFT) - 1;

/**
 * Numbers appended in blocks of a million, for a build's word lists: growing never copies,
 * so a build of a million documents leaves no trail of outgrown arrays behind it (it left
 * about as many megabytes of them as the lists themselves, held until a collection).
 */
class ChunkedUint32 {
  private readonly chunks: Uint32Array[] = [];
  length = 0;

  push(value: number): void {
    const chunk = this.length >>> CHUNK_SHIFT;
    if (chunk === this.chunks.length) this.chunks.push(new Uint32Array(1 << CHUNK_SHIFT));
    this.chunks[chunk]![this.length & CHUNK_MASK] = value;
    this.length += 1;
  }

  at(position: number): number {
    return this.chunks[position >>> CHUNK_SHIFT]![position & CHUNK_MASK]!;
  }
}

/**
 * Each slot's words, one slot after another: a build collects these (half the memory of
 * word-slot pairs), then turns them around into postings.
 */
export class ForwardLists {
  readonly words = new ChunkedUint32();
  /** Where each slot's words end in `words`. */
  readonly ends = new ChunkedUint32();

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
  private offsets: Uint32Array = new Uint32Array(1);
  private slots: Uint32Array = new Uint32Array(0);
  /** By word id: the bitset of a frequent word (undefined for the others). */
  private readonly dense: Array<Bitset | undefined> = [];
  private readonly added = new Map<number, number[]>();

  private denseLength = 0;

  /** Turns a build's forward lists around: for each word, the slots that hold it. */
  static async build(lists: ForwardLists, vocabularySize: number, pacer: Pacer): Promise<Postings> {
    const postings = new Postings();
    const slotCount = lists.ends.length;
    postings.denseLength = wordsFor(slotCount);
    const frequency = new Uint32Array(vocabularySize);
    for (let from = 0; from < lists.words.length; from += STRIDE) {
      const to = Math.min(lists.words.length, from + STRIDE);
      for (let at = from; at < to; at += 1) frequency[lists.words.at(at)]! += 1;
      await pacer.step();
    }
    const denseAbove = slotCount / 32;
    const offsets = new Uint32Array(vocabularySize + 1);
    for (let word = 0; word < vocabularySize; word += 1) {
      const sparse = frequency[word]! <= denseAbove;
      offsets[word + 1] = offsets[word]! + (sparse ? frequency[word]! : 0);
      if (!sparse) postings.dense[word] = new Uint32Array(postings.denseLength);
    }
    const cursor = offsets.slice(0, vocabularySize);
    const sorted = new Uint32Array(offsets[vocabularySize]!);
    let start = 0;
    for (let slot = 0; slot < slotCount; slot += 1) {
      const end = lists.ends.at(slot);
      for (let at = start; at < end; at += 1) {
        const word = lists.words.at(at);
        const bits = postings.dense[word];
        if (bits) setBit(bits, slot);
        else sorted[cursor[word]!++] = slot;
      }
      start = end;
      if ((slot & 0xfff) === 0) await pacer.step();
    }
    postings.offsets = offsets;
    postings.slots = sorted;
    return postings;
  }

  /**
   * The postings as a snapshot keeps them. What the build made is never changed after
   * (removed slots stay in it, matching nothing), so it is handed over as it is; the
   * additions since are copied.
   */
  exportState(): PostingsState {
    const denseWords: number[] = [];
    this.dense.forEach((bits, word) => {
      if (bits) denseWords.push(word);
    });
    const addedWords = [...this.added.keys()];
    return {
      offsets: this.offsets,
      slots: this.slots,
      denseWords: Uint32Array.from(denseWords),
      denseBits: denseWords.map((word) => this.dense[word]!),
      denseLength: this.denseLength,
      addedWords: Uint32Array.from(addedWords),
      addedCounts: Uint32Array.from(addedWords, (word) => this.added.get(word)!.length),
      addedSlots: Uint32Array.from([...this.added.values()].flat()),
    };
  }

  static fromState(state: PostingsState): Postings {
    const postings = new Postings();
    postings.offsets = state.offsets;
    postings.slots = state.slots;
    postings.denseLength = state.denseLength;
    const { denseBits, denseLength } = state;
    state.denseWords.forEach((word, at) => {
      postings.dense[word] = Array.isArray(denseBits)
        ? denseBits[at]!
        : denseBits.subarray(at * denseLength, (at + 1) * denseLength);
    });
    let next = 0;
    state.addedWords.forEach((word, at) => {
      const count = state.addedCounts[at]!;
      postings.added.set(word, Array.from(state.addedSlots.subarray(next, next + count)));
      next += count;
    });
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
