import { z } from 'zod';

/**
 * A profile's readable address, `/organizations/{slug}`, is made from its name. The database
 * migration that gave existing organizations their slugs (0006_organization_slugs) spells the
 * same rules in SQL; change both together.
 */

/** Long enough for the words of any real name, short enough for an address. */
export const SLUG_MAX_LENGTH = 80;

/** What a name with no Latin letters or digits (another script, only symbols) becomes. */
const SLUG_FALLBACK = 'organization';

/**
 * Words a slug must never be, so `/organizations/{x}` (page or API) always means a profile:
 * the literal path segments used under /organizations/ (the editor's `edit`, the API's
 * `active-countries`) and a few kept for pages to come. Such a name gets `-organization`.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'active-countries',
  'analytics',
  'create',
  'edit',
  'new',
  'roles',
  'search',
  'team',
  'website',
];

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** UUID_SHAPE without its flag, for JSON Schema (whose patterns take none). */
const UUID_SHAPE_ANY_CASE =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Shaped like an organization id: such an address is looked up by id, never by slug. */
export function isUuidShaped(value: string): boolean {
  return UUID_SHAPE.test(value);
}

/** A slug that could be confused with a route or an id: never given to an organization. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug) || isUuidShaped(slug);
}

/** Lower-case letters and digits in words joined by single hyphens, within the cap. */
export function isSlugShaped(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_SHAPE.test(value);
}

// The combining diacritical mark blocks: what NFKD splits off accented letters. (The same
// blocks as the migration's SQL, so both fold alike; `\p{M}` would take more.)
// eslint-disable-next-line no-misleading-character-class -- a class of lone combining marks is the point
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** Latin letters NFKD leaves whole, spelled as their languages write them in ASCII. */
const SLUG_LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  þ: 'th',
  Þ: 'th',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŧ: 't',
  Ŧ: 't',
  ŋ: 'n',
  Ŋ: 'n',
  ĸ: 'k',
  ƒ: 'f',
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(SLUG_LETTER_FOLDS).join('')}]`, 'g');

/**
 * At most `max` characters, cut after a whole word when that keeps at least half of them
 * (a single endless word is simply cut).
 */
export function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const atWord = slug.slice(0, max + 1).replace(/-[^-]*$/, '');
  const cut = atWord.length <= max && atWord.length * 2 >= max ? atWord : slug.slice(0, max);
  return cut.replace(/-+$/, '');
}

/**
 * The slug a name asks for: accents folded ("Énergie Solidaire" is energie-solidaire),
 * apostrophes dropped, `&` read as "and", lower case, every other run of characters one
 * hyphen, at most SLUG_MAX_LENGTH characters. Never empty, reserved or shaped like an id.
 */
export function slugify(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(FOLDED_LETTERS, (letter) => SLUG_LETTER_FOLDS[letter] ?? letter)
    .replace(/['’ʼ]/g, '')
    .replaceAll('&', ' and ')
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const slug = truncateSlug(
    folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''),
    SLUG_MAX_LENGTH,
  );
  if (slug === '') return SLUG_FALLBACK;
  return isReservedSlug(slug) ? `${slug}-${SLUG_FALLBACK}` : slug;
}

/**
 * The n-th slug to try for a name's slug `base` when earlier ones belong to other
 * organizations: the base itself, then `base-2`, `base-3`… (shortened to keep the cap).
 */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${truncateSlug(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
}

const slugRules = {
  maxLength: SLUG_MAX_LENGTH,
  pattern: SLUG_SHAPE.source,
  description: `Lower-case letters and digits joined by single hyphens, at most ${SLUG_MAX_LENGTH} characters.`,
};

/** How a profile is addressed: its id, its slug, or a slug it had before. */
export const organizationRefSchema = z
  .string()
  .refine(
    (value) => isUuidShaped(value) || isSlugShaped(value),
    'Organizations are addressed by their id or their slug.',
  )
  .meta({
    maxLength: Math.max(SLUG_MAX_LENGTH, 36),
    pattern: `${UUID_SHAPE_ANY_CASE}|${SLUG_SHAPE.source}`,
    description: `The organization's id (a UUID), or its slug or a slug it had before: ${slugRules.description.toLowerCase()}`,
  });
