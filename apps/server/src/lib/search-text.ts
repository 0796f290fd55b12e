/**
 * Words as search compares them: lower case, accents folded ('Fundación' is 'fundacion'),
 * split on anything that is not a letter or a digit. Words so common they tell nothing apart
 * are left out of the index and of queries alike.
 */
const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;
/** Anything outside printable ASCII may need folding; the rest is already its own fold. */
const NON_ASCII = /[^ -~]/;

/** Words longer than this are never indexed (pasted garbage). */
export const MAX_WORD_LENGTH = 40;

/**
 * Search terms this long or longer also find words one edit away ('climte' finds 'climate');
 * shorter ones only the word itself or words they begin. The discovery index matches by it,
 * and a cache's purges rely on it (lib/public-cache/search-keys.ts).
 */
export const MIN_TYPO_TERM_LENGTH = 4;

const STOPWORDS = new Set(
  `a an and are as at be been but by for from has have in into is it its of on or our so
  that the their them they this to was we were which who will with us you your de la le les
  des du el los las y en et un una une`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** The folded form of a text: lower case, no accents (ß and æ spelt out as people type them). */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replaceAll('ß', 'ss')
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('œ', 'oe');
}

/** The distinct searchable words of a text, in the order they first appear. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = new Set<string>();
  for (const [word] of foldText(text).matchAll(WORD)) {
    if (word.length <= MAX_WORD_LENGTH && !STOPWORDS.has(word)) words.add(word);
  }
  return [...words];
}

/** The key names sort by: folded, with runs of spaces and punctuation as one space. */
export function nameSortKey(name: string): string {
  return [...foldText(name).matchAll(WORD)].map(([word]) => word).join(' ');
}
