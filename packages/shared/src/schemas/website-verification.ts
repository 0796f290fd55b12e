import { z } from 'zod';
import { EMAIL_MAX } from '../constants/limits.js';

export const WEBSITE_VERIFICATION_FILE_PATH = '/.well-known/catalyst-verification.txt';
export const WEBSITE_VERIFICATION_META_NAME = 'catalyst-verification';

export const websiteVerificationMethodSchema = z.enum(['file', 'meta', 'email']);
export type WebsiteVerificationMethod = z.infer<typeof websiteVerificationMethodSchema>;

/** GET /api/organizations/{id}/website-verification: the state, and how to prove control. */
export const websiteVerificationSchema = z.object({
  website: z.string().nullable(),
  /** The host a proof must come from (the website's, without "www."). */
  domain: z.string().nullable(),
  verified: z
    .object({ at: z.string(), method: websiteVerificationMethodSchema, domain: z.string() })
    .nullable(),
  /** What to publish: the file's whole content, or the meta tag's content. */
  token: z.string(),
  fileUrl: z.string().nullable(),
  metaTag: z.string(),
});
export type WebsiteVerification = z.infer<typeof websiteVerificationSchema>;

/** POST …/website-verification/check */
export const websiteCheckInputSchema = z.strictObject({ method: z.enum(['file', 'meta']) });

/** POST …/website-verification/email: an address at the website's domain. */
export const websiteEmailInputSchema = z.strictObject({
  email: z.email({ error: 'Please enter a valid email address.' }).max(EMAIL_MAX).toLowerCase(),
});
