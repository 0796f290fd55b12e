import type { Country } from '@catalyst/shared';

/** 'ALL' marks an organization active everywhere rather than in one country. */
const ALL_COUNTRIES_CODE = 'ALL';

/** The organization's country from the reference list; a code the list lacks shows as is. */
export function resolveCountry(
  code: string,
  countries: readonly Country[] | undefined,
): (Pick<Country, 'name'> & Partial<Pick<Country, 'flagEmoji'>>) | null {
  if (!code || code.toUpperCase() === ALL_COUNTRIES_CODE) return null;
  const country = countries?.find((candidate) => candidate.code === code);
  return country ?? { name: code };
}
