import { z } from 'zod';

/** The fields of the plain HTML forms (constants/html-forms.ts says where they post). */
const FORM_FIELD_MAX = 1024;
const formField = z.string().max(FORM_FIELD_MAX).optional();

/** POST /login: an address and password, or the mailed code of a stepped-up sign-in. */
export const signInFormSchema = z.object({
  email: formField,
  password: formField,
  code: formField,
  returnTo: formField,
});

/** POST /logout: nothing but the button. */
export const signOutFormSchema = z.object({}).optional();

/**
 * POST /organizations/{id}/report: the report's own rules (reportInputSchema) are checked by
 * the route, so a broken field comes back to the form with its message, not as a 400.
 */
export const reportFormSchema = z.object({
  reason: formField,
  details: z.string().max(20_000).optional(),
  returnTo: formField,
});
