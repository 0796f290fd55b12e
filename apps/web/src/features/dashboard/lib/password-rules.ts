import { z } from 'zod';
import { newPasswordPairIssue } from '@/features/auth';

/** The change-password rules (docs/product/rules-and-limits.md): one message at a time. */
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, context) => {
    const issue = newPasswordPairIssue(newPassword, confirmPassword);
    // Both new fields are marked whichever rule broke; the message is kept on the first.
    if (issue) context.addIssue({ code: 'custom', message: issue.message, path: ['newPassword'] });
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
