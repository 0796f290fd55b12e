import { MIN_TYPO_TERM_LENGTH, searchWords } from '../search-text.js';
import { LISTING_KEY } from './http-caching.js';

/**
 * Which searches an edit to an organization's text (name, description, place) can alter,
 * as surrogate keys, so that a purge reaches those searches and leaves the others cached.
 *
 * A search's results move with an organization's text only where one of its terms reaches a
 * word the edit added or removed (relevance weighs each organization's own words alone,
 * modules/organizations/discovery/discovery-search.ts). A term reaches a word when it is the
 * word, begins it, or, from MIN_TYPO_TERM_LENGTH letters, is one edit from it
 * (modules/organizations/discovery/vocabulary.ts). Every such pair shares a key by the
 * first two letters:
 * - a search carries, per term t, `…-1-{t[0]}`, and for a term long enough for typos
 *   `…-2-{t[1]}`;
 * - a purge names, per changed word w, `…-1-` and `…-2-` of both w[0] and w[1].
 * The word itself, a word the term begins, or an edit past the first letter: t[0] = w[0].
 * A first letter changed: t[1] = w[1]. Left out: t[0] = w[1]. Added: t[1] = w[0]. The first
 * two swapped: t[0] = w[1]. The property is tested exhaustively in search-keys.test.ts.
 */
const TEXT_KEY = `${LISTING_KEY}-text`;

/** Past this many, a purge names every search instead: the edit rewrote most of the text. */
const MAX_TEXT_KEYS = 32;

/** A UTF-16 unit as a key may spell it (keys are letters, digits, '-' and '_'). */
function unitName(text: string, at: number): string {
  const unit = text[at]!;
  return /[a-z0-9]/.test(unit) ? unit : `x${text.charCodeAt(at).toString(16)}`;
}

/** The keys of a search by its terms (queryTerms: folded, as the index compares them). */
export function searchTermKeys(terms: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const term of terms) {
    if (term.length === 0) continue;
    keys.add(`${TEXT_KEY}-1-${unitName(term, 0)}`);
    if (term.length >= MIN_TYPO_TERM_LENGTH) keys.add(`${TEXT_KEY}-2-${unitName(term, 1)}`);
  }
  return [...keys];
}

/** The keys of the searches a word added to or removed from an organization's text can move. */
export function changedWordKeys(word: string): string[] {
  const keys: string[] = [];
  for (const at of word.length > 1 ? [0, 1] : [0]) {
    const name = unitName(word, at);
    keys.push(`${TEXT_KEY}-1-${name}`, `${TEXT_KEY}-2-${name}`);
  }
  return keys;
}

/**
 * The keys of the searches an edit from `before` to `after` can alter: those of the words in
 * one text and not the other. `listing-text`, every search, when a text is unknown or the
 * edit changed too many words to name.
 */
export function changedTextKeys(before: string | null, after: string | null): string[] {
  if (before === null || after === null) return [TEXT_KEY];
  const wordsBefore = new Set(searchWords(before));
  const wordsAfter = new Set(searchWords(after));
  const keys = new Set<string>();
  for (const [words, others] of [
    [wordsBefore, wordsAfter],
    [wordsAfter, wordsBefore],
  ] as const) {
    for (const word of words) {
      if (others.has(word)) continue;
      for (const key of changedWordKeys(word)) keys.add(key);
      if (keys.size > MAX_TEXT_KEYS) return [TEXT_KEY];
    }
  }
  return [...keys];
}
