import { describe, expect, it } from 'vitest';
import { MIN_TYPO_TERM_LENGTH } from '../search-text.js';
import { withinOneEdit } from '../../modules/organizations/discovery/vocabulary.js';
import { changedTextKeys, changedWordKeys, searchTermKeys } from './search-keys.js';

/** Whether the discovery index lets `term` find `word` (vocabulary.ts's Vocabulary.match). */
function reaches(term: string, word: string): boolean {
  if (term === word) return true;
  if (term.length >= 2 && word.startsWith(term)) return true;
  return term.length >= MIN_TYPO_TERM_LENGTH && withinOneEdit(term, word);
}

/** Every string of `alphabet` from `min` to `max` letters long. */
function allStrings(alphabet: string, min: number, max: number): string[] {
  const found: string[] = [];
  let layer = [''];
  for (let length = 1; length <= max; length += 1) {
    layer = layer.flatMap((prefix) => [...alphabet].map((letter) => prefix + letter));
    if (length >= min) found.push(...layer);
  }
  return found;
}

describe('search keys: a purge for a changed word reaches every search that can find it', () => {
  it('holds for every term and word over a small alphabet, prefixes, typos and swaps included', () => {
    // Three letters and up to six of them: every kind of edit at every position, the first two
    // above all, with letters repeated as in real words.
    const strings = allStrings('abc', 1, 6);
    let pairs = 0;
    let firstLetterDiffers = 0;
    for (const word of strings) {
      const purged = new Set(changedWordKeys(word));
      for (const term of strings) {
        if (!reaches(term, word)) continue;
        pairs += 1;
        if (term[0] !== word[0]) firstLetterDiffers += 1;
        const shared = searchTermKeys([term]).some((key) => purged.has(key));
        if (!shared) expect.fail(`'${term}' finds '${word}' but shares no key with its purge`);
      }
    }
    // The check saw the cases it is about: typos of every kind, not only prefixes, and among
    // them those at the first letter, which the second letter's keys exist for.
    expect(pairs).toBeGreaterThan(20_000);
    expect(firstLetterDiffers).toBeGreaterThan(1_000);
  });

  it('narrows: a word starting and going on with other letters leaves a search alone', () => {
    const purged = new Set(changedWordKeys('revision'));
    expect(searchTermKeys(['library']).some((key) => purged.has(key))).toBe(false);
    expect(searchTermKeys(['heron']).some((key) => purged.has(key))).toBe(true);
  });

  it('spells letters outside a–z and digits as their code', () => {
    expect(searchTermKeys(['жук'])).toEqual(['listing-text-1-x436']);
    expect(changedWordKeys('7')).toEqual(['listing-text-1-7', 'listing-text-2-7']);
    for (const key of [...searchTermKeys(['日本語です']), ...changedWordKeys('ñandú')]) {
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });
});

describe('changedTextKeys: the words one text has and the other has not', () => {
  it('names only the added and removed words, folded as the index folds them', () => {
    const keys = changedTextKeys(
      'Heron Trust\n(revision 3) Wetlands of the Elbe.',
      'Heron Trust\n(revision 4) Wetlands of the Élbe.',
    );
    // '3' left and '4' came; 'Élbe' is 'elbe' as before; 'of' and 'the' are never indexed.
    expect(keys.sort()).toEqual(
      ['listing-text-1-3', 'listing-text-2-3', 'listing-text-1-4', 'listing-text-2-4'].sort(),
    );
    expect(changedTextKeys('Same words.', 'same, WORDS')).toEqual([]);
  });

  it('names every search when a text is unknown or most of it was rewritten', () => {
    expect(changedTextKeys(null, 'Heron Trust')).toEqual(['listing-text']);
    const rewritten = changedTextKeys(
      'alpha bravo charlie delta echo foxtrot golf hotel india juliet',
      'kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey',
    );
    expect(rewritten).toEqual(['listing-text']);
  });
});
