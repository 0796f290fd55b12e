import { MIN_TYPO_TERM_LENGTH as MIN_TYPO_LENGTH } from '../../../lib/search-text.js';
import { sortPaced, type Pacer } from './pacer.js';

/** How a query term matched an indexed word: the word itself, a word it begins, or a typo of it. */
export type MatchKind = 'exact' | 'prefix' | 'typo';

interface WordMatch {
  wordId: number;
  kind: MatchKind;
}

/** Terms this short are matched only as themselves. */
const MIN_PREFIX_LENGTH = 2;

/**
 * True when one edit turns `a` into `b`: a letter changed, added, left out, or two neighbours
 * swapped ('climtae', 'climte', 'cliamte' all find 'climate'). Linear, unlike a full
 * edit-distance table, because it stops at the first difference.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let at = 0;
  while (at < short.length && short.charCodeAt(at) === long.charCodeAt(at)) at += 1;
  if (short.length === long.length) {
    if (short.slice(at + 1) === long.slice(at + 1)) return true;
    return (
      short.charCodeAt(at) === long.charCodeAt(at + 1) &&
      short.charCodeAt(at + 1) === long.charCodeAt(at) &&
      short.slice(at + 2) === long.slice(at + 2)
    );
  }
  return short.slice(at) === long.slice(at + 1);
}

/**
 * Every distinct word of the index, with a dense id. Words known when the index was built are
 * also kept sorted (for prefixes) and by length (for typos); words first seen later are few
 * and scanned as they are, until the next build sorts them in.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  /** Ids of the words known at the last seal, in the words' order. */
  private sorted: Uint32Array = new Uint32Array(0);
  private byLength: string[][] = [];
  private unsortedFrom = 0;

  get size(): number {
    return this.words.length;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  wordOf(id: number): string {
    return this.words[id]!;
  }

  /** The word's id, adding it when new. */
  intern(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.ids.set(word, id);
    }
    return id;
  }

  /** Sorts every word in: after a build. */
  async seal(pacer: Pacer): Promise<void> {
    const words = this.words;
    const sorted = Uint32Array.from({ length: words.length }, (_, id) => id);
    // UTF-16 code unit order, as [].sort() and the `<` of lowerBound compare.
    await sortPaced(sorted, (a, b) => (words[a]! < words[b]! ? -1 : 1), pacer);
    this.sorted = sorted;
    this.unsortedFrom = words.length;
    this.indexLengths();
  }

  /**
   * What a snapshot keeps: the words (one per line: a word has no line break), the ids in
   * sorted order, and how many were sorted (later ones are scanned).
   */
  exportState(): { words: string[]; sorted: Uint32Array; unsortedFrom: number } {
    return {
      // Words are only ever appended: a copy of the list (not of the strings) holds them as
      // they are now.
      words: this.words.slice(),
      sorted: this.sorted,
      unsortedFrom: this.unsortedFrom,
    };
  }

  /** The vocabulary a snapshot kept (into an empty one). */
  async importState(
    state: { words: readonly string[]; sorted: Uint32Array; unsortedFrom: number },
    pacer: Pacer,
  ): Promise<void> {
    for (const [id, word] of state.words.entries()) {
      this.words.push(word);
      this.ids.set(word, id);
      const pause = pacer.step();
      if (pause) await pause;
    }
    this.sorted = state.sorted;
    this.unsortedFrom = state.unsortedFrom;
    this.indexLengths();
  }

  private indexLengths(): void {
    this.byLength = [];
    for (let id = 0; id < this.unsortedFrom; id += 1) {
      const word = this.words[id]!;
      (this.byLength[word.length] ??= []).push(word);
    }
  }

  /** The indexed words a query term stands for, and how. */
  match(term: string): WordMatch[] {
    const matches = new Map<number, MatchKind>();
    const exact = this.ids.get(term);
    if (exact !== undefined) matches.set(exact, 'exact');
    const add = (word: string, kind: MatchKind) => {
      const id = this.ids.get(word)!;
      if (!matches.has(id)) matches.set(id, kind);
    };
    if (term.length >= MIN_PREFIX_LENGTH) {
      for (let at = this.lowerBound(term); at < this.sorted.length; at += 1) {
        const word = this.words[this.sorted[at]!]!;
        if (!word.startsWith(term)) break;
        add(word, 'prefix');
      }
    }
    if (term.length >= MIN_TYPO_LENGTH) {
      for (let length = term.length - 1; length <= term.length + 1; length += 1) {
        for (const word of this.byLength[length] ?? []) {
          if (withinOneEdit(term, word)) add(word, 'typo');
        }
      }
    }
    for (let id = this.unsortedFrom; id < this.words.length; id += 1) {
      const word = this.words[id]!;
      if (term.length >= MIN_PREFIX_LENGTH && word !== term && word.startsWith(term)) {
        add(word, 'prefix');
      } else if (term.length >= MIN_TYPO_LENGTH && withinOneEdit(term, word)) {
        add(word, 'typo');
      }
    }
    return [...matches].map(([wordId, kind]) => ({ wordId, kind }));
  }

  /** The first position in `sorted` whose word is not below `word`. */
  private lowerBound(word: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[this.sorted[middle]!]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
