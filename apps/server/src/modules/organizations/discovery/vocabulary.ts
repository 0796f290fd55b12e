/** How a query term matched an indexed word: the word itself, a word it begins, or a typo of it. */
export type MatchKind = 'exact' | 'prefix' | 'typo';

export interface WordMatch {
  wordId: number;
  kind: MatchKind;
}

/** Terms this short are matched only as themselves, or as the start of a word. */
const MIN_TYPO_LENGTH = 4;
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
  private sorted: string[] = [];
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
  seal(): void {
    this.sorted = [...this.words].sort();
    this.byLength = [];
    for (const word of this.words) (this.byLength[word.length] ??= []).push(word);
    this.unsortedFrom = this.words.length;
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
      for (let at = lowerBound(this.sorted, term); at < this.sorted.length; at += 1) {
        const word = this.sorted[at]!;
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
}

/** The first index whose word is not below `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
