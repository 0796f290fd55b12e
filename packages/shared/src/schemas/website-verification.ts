import { z } from 'zod';
import { EMAIL_MAX } from '../constants/limits.js';
import { WEBSITE_VERIFICATION_METHODS } from '../constants/website-verification.js';

const websiteVerificationMethodSchema = z.enum(WEBSITE_VERIFICATION_METHODS);

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
  /** Where the file must be served (on the website's origin); null without a website. */
  fileUrl: z.string().nullable(),
  /** The page the meta tag must be in (the website's home page); null without a website. */
  pageUrl: z.string().nullable(),
  metaTag: z.string(),
});
export type WebsiteVerification = z.infer<typeof websiteVerificationSchema>;

/** POST …/website-verification/check: the methods the server checks itself (email has a link). */
export const websiteCheckInputSchema = z.strictObject({
  method: websiteVerificationMethodSchema.exclude(['email']),
});
export type WebsiteCheckInput = z.infer<typeof websiteCheckInputSchema>;

/** The check's outcome: verified, or why not in words an owner can act on. */
export const websiteCheckResultSchema = z.object({
  verified: z.boolean(),
  reason: z.string().nullable(),
  verification: websiteVerificationSchema,
});
export type WebsiteCheckResult = z.infer<typeof websiteCheckResultSchema>;

/** POST …/website-verification/email: an address at the website's domain. */
export const websiteEmailInputSchema = z.strictObject({
  email: z.email({ error: 'Please enter a valid email address.' }).max(EMAIL_MAX).toLowerCase(),
});
export type WebsiteEmailInput = z.infer<typeof websiteEmailInputSchema>;

export const websiteEmailSentSchema = z.object({ email: z.string(), expiresAt: z.string() });

/** POST /api/website-verification/confirm: the token of the emailed link. */
export const websiteEmailConfirmInputSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is invalid.' }),
});

export const websiteEmailConfirmedSchema = z.object({
  organizationId: z.string(),
  slug: z.string(),
  name: z.string(),
  domain: z.string(),
});
export type WebsiteEmailConfirmed = z.infer<typeof websiteEmailConfirmedSchema>;
