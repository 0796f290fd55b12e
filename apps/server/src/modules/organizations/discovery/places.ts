import { searchWords } from '../../../lib/search-text.js';
import { withinOneEdit, type MatchKind } from './vocabulary.js';

/** Shorter terms only match a place as themselves or as the start of its name. */
const MIN_PREFIX_LENGTH = 2;
/** Typos are forgiven from five letters: below that, too many words are one edit from a country. */
const MIN_TYPO_LENGTH = 5;
const KIND_ORDER: Record<MatchKind, number> = { exact: 0, prefix: 1, typo: 2 };

/** Per term of a search: the countries it names, by how well. */
export type PlaceMatches = Array<Map<MatchKind, Set<number>>>;

/**
 * The names of every country (English, its own, demonyms), matched against a search's terms
 * so an organization is found by the country it is in without a word of it in its text
 * (docs/decisions/0027-place-names-for-search.md). Held once per country, not per document:
 * a country's documents are found from the index's country clustering.
 *
 * A one-word name ('Kenya', 'Kenyan', 'Deutschland') matches a term like an indexed word:
 * itself, a name the term begins, or one typo; but a term that is a word of the directory's
 * own texts is meant as that word, and matches a name only exactly ('green' is no
 * Greenland, 'child' no Chile, while 'keny' and 'kenia' are Kenya). A name of several words ('South Africa',
 * 'Côte d'Ivoire') matches only as a whole, in order (its last word may be still being
 * typed), so 'guinea' is Guinea, not Papua New Guinea, and 'new' or 'south' are no places.
 */
export class PlaceNames {
  /** One-word names: the word, and the countries it names. */
  private readonly words = new Map<string, number[]>();
  /** The one-word names sorted (for prefixes) and by length (for typos). */
  private readonly sortedWords: string[];
  private readonly wordsByLength: string[][] = [];
  /** Names of several words, folded as queries are, by their first word. */
  private readonly phrases = new Map<string, Array<{ words: string[]; country: number }>>();
  /** First words of those names long enough to be typed with a typo, made when first asked. */
  private firstWords: string[] | undefined;

  constructor(namesByCountry: ReadonlyArray<readonly string[]>) {
    namesByCountry.forEach((names, country) => {
      const seen = new Set<string>();
      for (const name of names) {
        const words = searchWords(name);
        const key = words.join(' ');
        if (words.length === 0 || seen.has(key)) continue;
        seen.add(key);
        const [first] = words as [string];
        if (words.length === 1) {
          const holders = this.words.get(first);
          if (holders) holders.push(country);
          else this.words.set(first, [country]);
        } else {
          const starting = this.phrases.get(first);
          if (starting) starting.push({ words, country });
          else this.phrases.set(first, [{ words, country }]);
        }
      }
    });
    this.sortedWords = [...this.words.keys()].sort();
    for (const word of this.sortedWords) (this.wordsByLength[word.length] ??= []).push(word);
  }

  /** Which countries each term names. `isKnownWord` tells a word of the directory's own texts. */
  match(terms: readonly string[], isKnownWord: (word: string) => boolean): PlaceMatches {
    const found: PlaceMatches = terms.map(() => new Map());
    const add = (at: number, kind: MatchKind, countries: readonly number[]) => {
      const set = found[at]!.get(kind) ?? new Set<number>();
      for (const country of countries) set.add(country);
      found[at]!.set(kind, set);
    };
    const known = terms.map((term) => isKnownWord(term));
    const typosAllowed = terms.map((term, at) => term.length >= MIN_TYPO_LENGTH && !known[at]);
    terms.forEach((term, at) => {
      for (const [word, kind] of this.wordMatches(term, !known[at], typosAllowed[at]!)) {
        add(at, kind, this.words.get(word)!);
      }
      // Names of several words starting here: their first word given exactly or with a typo.
      const firsts = typosAllowed[at]
        ? [term, ...this.phraseFirstWords().filter((word) => withinOneEdit(term, word))]
        : [term];
      for (const first of firsts) {
        for (const phrase of this.phrases.get(first) ?? []) {
          const kind = phraseKind(terms, at, phrase.words, typosAllowed);
          if (!kind) continue;
          for (let word = at; word < at + phrase.words.length; word += 1) {
            add(word, kind, [phrase.country]);
          }
        }
      }
    });
    return found;
  }

  /** The one-word names a term stands for: itself, names it begins, one typo away. */
  private wordMatches(term: string, prefixes: boolean, typos: boolean): Map<string, MatchKind> {
    const matches = new Map<string, MatchKind>();
    if (this.words.has(term)) matches.set(term, 'exact');
    if (prefixes && term.length >= MIN_PREFIX_LENGTH) {
      for (let at = lowerBound(this.sortedWords, term); at < this.sortedWords.length; at += 1) {
        const word = this.sortedWords[at]!;
        if (!word.startsWith(term)) break;
        if (!matches.has(word)) matches.set(word, 'prefix');
      }
    }
    if (typos) {
      for (let length = term.length - 1; length <= term.length + 1; length += 1) {
        for (const word of this.wordsByLength[length] ?? []) {
          if (length >= MIN_TYPO_LENGTH && !matches.has(word) && withinOneEdit(term, word)) {
            matches.set(word, 'typo');
          }
        }
      }
    }
    return matches;
  }

  private phraseFirstWords(): string[] {
    return (this.firstWords ??= [...this.phrases.keys()].filter(
      (word) => word.length >= MIN_TYPO_LENGTH,
    ));
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

/** How the terms from `start` spell the phrase: the worst of its words' matches. */
function phraseKind(
  terms: readonly string[],
  start: number,
  words: readonly string[],
  typosAllowed: readonly boolean[],
): MatchKind | undefined {
  if (start + words.length > terms.length) return undefined;
  let worst: MatchKind = 'exact';
  for (let at = 0; at < words.length; at += 1) {
    const term = terms[start + at]!;
    const word = words[at]!;
    const last = at === words.length - 1;
    const kind =
      term === word
        ? 'exact'
        : last && term.length >= MIN_PREFIX_LENGTH && word.startsWith(term)
          ? 'prefix'
          : typosAllowed[start + at]! && word.length >= MIN_TYPO_LENGTH && withinOneEdit(term, word)
            ? 'typo'
            : undefined;
    if (!kind) return undefined;
    if (KIND_ORDER[kind] > KIND_ORDER[worst]) worst = kind;
  }
  return worst;
}
