import { searchWords } from './text.js';
import { withinOneEdit, type MatchKind } from './vocabulary.js';

/** Shorter terms only match a place as themselves or as the start of its name. */
const MIN_PREFIX_LENGTH = 2;
/**
 * Typos are forgiven from five letters: below that, too many everyday words are one edit
 * from a country ('child' from Chile is five, and is caught by the vocabulary rule below).
 */
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
 * itself, a name the term begins, or one typo. A name of several words ('South Africa',
 * 'Côte d'Ivoire') matches only as a whole, in order (its last word may be still being
 * typed), so 'guinea' is Guinea, not Papua New Guinea, and 'new' or 'south' are no places.
 */
export class PlaceNames {
  /** One-word names: the word, and the countries it names. */
  private readonly words = new Map<string, number[]>();
  /** Names of several words, folded as queries are. */
  private readonly phrases: Array<{ words: string[]; country: number }> = [];

  constructor(namesByCountry: ReadonlyArray<readonly string[]>) {
    namesByCountry.forEach((names, country) => {
      const seen = new Set<string>();
      for (const name of names) {
        const words = searchWords(name);
        const key = words.join(' ');
        if (words.length === 0 || seen.has(key)) continue;
        seen.add(key);
        if (words.length === 1) {
          const holders = this.words.get(key);
          if (holders) holders.push(country);
          else this.words.set(key, [country]);
        } else {
          this.phrases.push({ words, country });
        }
      }
    });
  }

  /**
   * Which countries each term names. `isKnownWord` tells a word of the directory's own
   * texts: such a word is meant as itself, never as a typo of a place ('child' is no Chile).
   */
  match(terms: readonly string[], isKnownWord: (word: string) => boolean): PlaceMatches {
    const found: PlaceMatches = terms.map(() => new Map());
    const add = (at: number, kind: MatchKind, country: number) => {
      const countries = found[at]!.get(kind) ?? new Set<number>();
      countries.add(country);
      found[at]!.set(kind, countries);
    };
    terms.forEach((term, at) => {
      const typos = term.length >= MIN_TYPO_LENGTH && !isKnownWord(term);
      for (const [word, countries] of this.words) {
        const kind = wordKind(term, word, typos);
        if (kind) for (const country of countries) add(at, kind, country);
      }
    });
    for (const phrase of this.phrases) {
      for (let start = 0; start + phrase.words.length <= terms.length; start += 1) {
        const kind = phraseKind(terms, start, phrase.words, isKnownWord);
        if (!kind) continue;
        for (let at = start; at < start + phrase.words.length; at += 1) {
          add(at, kind, phrase.country);
        }
      }
    }
    return found;
  }
}

function wordKind(term: string, word: string, typos: boolean): MatchKind | undefined {
  if (term === word) return 'exact';
  if (term.length >= MIN_PREFIX_LENGTH && word.startsWith(term)) return 'prefix';
  if (typos && word.length >= MIN_TYPO_LENGTH && withinOneEdit(term, word)) return 'typo';
  return undefined;
}

/** How the terms from `start` spell the phrase: the worst of its words' matches. */
function phraseKind(
  terms: readonly string[],
  start: number,
  words: readonly string[],
  isKnownWord: (word: string) => boolean,
): MatchKind | undefined {
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
          : term.length >= MIN_TYPO_LENGTH &&
              word.length >= MIN_TYPO_LENGTH &&
              !isKnownWord(term) &&
              withinOneEdit(term, word)
            ? 'typo'
            : undefined;
    if (!kind) return undefined;
    if (KIND_ORDER[kind] > KIND_ORDER[worst]) worst = kind;
  }
  return worst;
}
