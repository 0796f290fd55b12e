import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants/email.js';
import { EMAIL_MAX } from '../constants/limits.js';
import { newsletterMessages } from '../constants/messages.js';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, newsletterMessages.invalidEmail)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: newsletterMessages.invalidEmail }))
    .meta({
      format: 'email',
      // The address pattern, with the surrounding spaces the server trims first.
      pattern: `^\\s*${EMAIL_PATTERN.source.slice(1, -1)}\\s*$`,
      description: 'Trimmed and lower-cased before it is checked and stored.',
    }),
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResultSchema = z.object({
  subscribed: z.literal(true),
});
