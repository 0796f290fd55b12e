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

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Country must be a two-letter ISO 3166-1 code, e.g. DE.');

export const categoryIdSchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}$/, 'Category ids are lower-case letters, digits and underscores.');
