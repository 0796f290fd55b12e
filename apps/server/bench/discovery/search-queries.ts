/**
 * What visitors type into the search box, drawn from the directory's own vocabulary: words of
 * organization names, causes, places, category names; some cut short while typing, some with
 * a slip of the finger, some with accents dropped or added, a few that match nothing.
 */
import { countries } from '../../src/db/seed/countries.data.js';
import { categoryPopularity } from '../directory/category-mix.js';
import { CAUSES_BY_IMPACT, METHODS } from '../directory/description-words.data.js';
import { organizationName } from '../directory/organization-names.js';
import { COUNTRY_PLACES } from '../directory/places.data.js';
import { between, chance, pick, weighted, words, type Random } from '../directory/random-tools.js';

export type SearchStyle =
  | 'name word'
  | 'name words'
  | 'cause'
  | 'place'
  | 'category'
  | 'cause and place'
  | 'prefix'
  | 'typo'
  | 'accents'
  | 'no match';

interface SearchQuery {
  q: string;
  style: SearchStyle;
}

const STOP_WORDS = new Set(words('and, for, the, with, from, into, over, that, their, more, less'));

function significantWords(phrases: string[]): string[] {
  const found = new Set<string>();
  for (const phrase of phrases) {
    for (const word of phrase.split(/[\s,.'’()-]+/)) {
      if (word.length >= 4 && !STOP_WORDS.has(word.toLowerCase())) found.add(word);
    }
  }
  return [...found];
}

const hasAccent = (text: string) => text.normalize('NFD') !== text;
const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const ACUTE: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ', c: 'ç' };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One slip of the finger: two letters swapped, one left out, one doubled or one mistyped. */
function withTypo(random: Random, word: string): string {
  const at = between(random, 1, word.length - 2);
  switch (between(random, 0, 3)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + pick(random, [...LETTERS]) + word.slice(at + 1);
  }
}

/** An accent where the data has none: someone typing "educación" or "café" by habit. */
function withAddedAccent(random: Random, word: string): string {
  const positions = [...word].flatMap((letter, index) => (ACUTE[letter] ? [index] : []));
  if (positions.length === 0) return word;
  const at = pick(random, positions);
  return word.slice(0, at) + ACUTE[word[at]!]! + word.slice(at + 1);
}

function casedLikeAPerson(random: Random, text: string): string {
  const roll = random();
  if (roll < 0.7) return text.toLowerCase();
  if (roll < 0.9) return text;
  return text.replace(
    /(^|\s)(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** Words of a name worth typing: not "of", "the" or a legal form's initials. */
function typeableWords(name: string): string[] {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[.,'’]+$/g, ''))
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word.toLowerCase()));
}

/**
 * A query generator over the directory's vocabulary and the taxonomy the server serves.
 * Words of names come from names composed exactly as the directory's are, so they are as
 * common in queries as they are in the data: many "foundation", few of any one landmark.
 */
export function searchQueryGenerator(categoryNames: string[]): (random: Random) => SearchQuery {
  const country = weighted(
    Object.entries(COUNTRY_PLACES).map(([code, { share }]) => [code, share] as const),
  );
  const placesOf = new Map(
    Object.entries(COUNTRY_PLACES).map(([code, { places }]) => [code, words(places)]),
  );
  const countryNames = new Map(countries.map((entry) => [entry.code, entry.name]));
  const impactArea = weighted(
    Object.keys(CAUSES_BY_IMPACT).map((id) => [id, categoryPopularity(id)] as const),
  );
  const place = (random: Random) => pick(random, placesOf.get(country(random))!);

  function nameWords(random: Random): string[] {
    const countryCode = country(random);
    const { name } = organizationName(random, {
      countryCode,
      countryName: countryNames.get(countryCode) ?? countryCode,
      city: pick(random, placesOf.get(countryCode)!),
      impactArea: impactArea(random),
    });
    const typeable = typeableWords(name);
    return typeable.length > 0 ? typeable : [name];
  }
  const nameWord = (random: Random) => pick(random, nameWords(random));

  const causePhrases = [...Object.values(CAUSES_BY_IMPACT).flat(), ...METHODS];
  const causeWords = significantWords(causePhrases);
  const cause = (random: Random) =>
    chance(random, 0.5) ? pick(random, causeWords) : pick(random, causePhrases);

  /** A word long enough to cut short or mistype: from a name or a cause, half and half. */
  function longWord(random: Random): string {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const word = chance(random, 0.5) ? nameWord(random) : pick(random, causeWords);
      if (word.length >= 5) return word;
    }
    return pick(
      random,
      causeWords.filter((word) => word.length >= 5),
    );
  }

  const accentedPlaces = [...placesOf.values()].flat().filter(hasAccent);
  function accentQuery(random: Random): string {
    if (chance(random, 0.4)) return withoutAccents(pick(random, accentedPlaces));
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const word = nameWord(random);
      if (hasAccent(word)) return withoutAccents(word);
    }
    return withAddedAccent(random, longWord(random).toLowerCase());
  }

  const styles: [(random: Random) => SearchQuery, number][] = [
    [(random) => ({ q: nameWord(random), style: 'name word' }), 18],
    [
      (random) => {
        const words = nameWords(random);
        const at = between(random, 0, Math.max(0, words.length - 2));
        return { q: words.slice(at, at + 2).join(' '), style: 'name words' };
      },
      8,
    ],
    [(random) => ({ q: cause(random), style: 'cause' }), 16],
    [(random) => ({ q: place(random), style: 'place' }), 10],
    [(random) => ({ q: pick(random, categoryNames), style: 'category' }), 8],
    [
      (random) => ({ q: `${pick(random, causeWords)} ${place(random)}`, style: 'cause and place' }),
      7,
    ],
    [
      (random) => {
        const word = longWord(random);
        const typed = word.slice(0, between(random, 3, word.length - 1));
        // Sometimes the prefix is the last word of a phrase still being typed: "clean wat".
        return {
          q: chance(random, 0.3) ? `${pick(random, causeWords)} ${typed}` : typed,
          style: 'prefix',
        };
      },
      14,
    ],
    [(random) => ({ q: withTypo(random, longWord(random)), style: 'typo' }), 10],
    [(random) => ({ q: accentQuery(random), style: 'accents' }), 6],
    [
      (random) => ({
        q: Array.from({ length: between(random, 5, 9) }, () => pick(random, [...'qxzvkjwbf'])).join(
          '',
        ),
        style: 'no match',
      }),
      3,
    ],
  ];
  const style = weighted(styles);
  return (random) => {
    const query = style(random)(random);
    return { ...query, q: casedLikeAPerson(random, query.q) };
  };
}
