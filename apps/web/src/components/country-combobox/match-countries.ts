import type { Country } from '@catalyst/shared';

/** Letters that Unicode does not split into a base letter and an accent. */
const UNSPLIT_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Text as a person types it when looking for a name: without case, accents or punctuation
 * ("Côte d'Ivoire" becomes "cote divoire"), with single spaces between words.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => UNSPLIT_LETTERS[letter] ?? letter)
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a name answers a query; lower is better, undefined is no match. */
function rank(name: string, words: string[], code: string, query: string): number | undefined {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (words.some((word) => word.startsWith(query))) return 2;
  if (code === query) return 3;
  if (name.includes(query)) return 4;
  // "rep congo" finds "Republic of the Congo": every typed word begins a word of the name.
  const typed = query.split(' ');
  if (typed.length > 1 && typed.every((part) => words.some((word) => word.startsWith(part)))) {
    return name.startsWith(typed[0] ?? '') ? 5 : 6;
  }
  return undefined;
}

/**
 * The countries whose name (or two-letter code) answers what was typed, best answers first and
 * otherwise in the given order: a name that begins with the text comes before one that only
 * contains it, so "por" offers Portugal before Singapore and Enter picks it. An empty query
 * answers every country.
 */
export function matchCountries<T extends Pick<Country, 'code' | 'name'>>(
  countries: readonly T[],
  typed: string,
): T[] {
  const query = foldForSearch(typed);
  if (!query) return [...countries];
  const ranked: { country: T; rank: number; order: number }[] = [];
  countries.forEach((country, order) => {
    const name = foldForSearch(country.name);
    const found = rank(name, name.split(' '), country.code.toLowerCase(), query);
    if (found !== undefined) ranked.push({ country, rank: found, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((entry) => entry.country);
}
