import { z } from 'zod';

/** Every successful API response wraps its payload in `data`. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Every failed API response carries a stable machine code and a human message. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Two capital letters: an ISO 3166-1 alpha-2 code. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export const countryCodeMessage = 'Country must be a two-letter ISO 3166-1 code, e.g. DE.';
/**
 * The countries themselves are reference data (`GET /api/countries`), not a constant: the
 * document can give their shape, and says where the list is.
 */
export const knownCountryDescription =
  'An ISO 3166-1 alpha-2 code of a country the directory lists (`GET /api/countries`); any other is a 400.';

export const countryCodeSchema = z
  .string()
  .regex(COUNTRY_CODE_PATTERN, countryCodeMessage)
  .meta({ description: knownCountryDescription });

export const categoryIdSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}$/, 'Category ids are lower-case letters, digits and underscores.');
