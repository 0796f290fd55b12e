/** The step-up sign-in: a code by mail for a new browser while an account is under attack. */
export const stepUpMessages = {
  /** The answer to a sign-in while the account's back-off holds, whatever the password was. */
  required:
    "To protect this account, we've emailed a 6-digit sign-in code to its address. Enter it here to finish signing in. If no email arrives within a few minutes, check your password and log in again.",
  wrongCode: 'That code is not right. Check the most recent email and try again.',
  expired: 'This sign-in code has expired or was used up. Please log in again to get a new one.',
  codeFormat: 'Please enter the 6-digit code from the email.',
} as const;

/** Following a verification link from a browser that is not signed in to the account. */
export const addressProofMessages = {
  required:
    'To finish verifying this address, confirm it is you: enter the password of the account, or choose a new one.',
  /** The account has no password yet (only a provider identity that did not prove the address). */
  chooseRequired: 'To finish verifying this address, choose a password for the account.',
  /** What the sign-up form says when the address could not be signed in to at once. */
  checkInbox: (email: string) =>
    `Check your inbox: we've sent ${email} an email with what to do next. If this address already has an account, log in or reset your password.`,
  /** Verification mail the address received a short while ago already holds a working link. */
  recentlySent:
    'We sent you a verification email a few minutes ago. Please check your inbox and spam folder: its link still works.',
} as const;
