/**
 * The sign-in and account messages and the guard messages (docs/product/rules-and-limits.md).
 * The web maps the auth library's error codes onto these; the server uses the guard texts.
 */
export const authMessages = {
  emailAlreadyInUse:
    "This email is already registered. Please sign in with your password or use the 'Forgot Password' option.",
  invalidCredential:
    "The email or password you entered is incorrect. Please try again or use the 'Forgot Password' option.",
  userNotFound:
    'No account found with this email. Please check your email or create a new account.',
  wrongPasswordLogin: "Incorrect password. Please try again or use the 'Forgot Password' option.",
  wrongPassword: 'The password you entered is incorrect. Please try again.',
  differentCredential:
    'This email is already used with a different sign-in method. Please use your original sign-in method.',
  socialEmailInUse:
    "This email is already registered with a password. Please sign in with your password or use the 'Forgot Password' option if you don't remember it.",
  credentialInUse:
    'This account is already linked to an existing account. Please try signing in directly instead of connecting your account.',
  popupClosed: 'Sign-in window was closed before completion. Please try again.',
  popupCancelled: 'Sign-in process was interrupted. Please try again.',
  methodUnavailable: 'This sign-in method is temporarily unavailable. Please try another method.',
  githubMisconfigured: 'GitHub authentication is not properly configured. Please contact support.',
  githubCancelled: 'GitHub authorization was cancelled. Please try again.',
  network: 'Network connection issue. Please check your internet connection and try again.',
  tooManyRequests:
    'Access temporarily blocked due to too many failed attempts. Please try again later.',
  /** An OAuth sign-in whose provider has not verified the address it gave. */
  providerEmailUnverified: (provider: string) =>
    `${provider} has not verified your email address, so we cannot use it to sign you in. Verify the address with ${provider} and try again, or sign in with your email and password.`,
  userDisabled: 'Your account has been disabled. Please contact support for assistance.',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: 'Please choose a stronger password. It should be at least 6 characters long.',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  typeDelete: 'Please type DELETE to confirm',
  passwordRequired: 'Password required for email/password accounts',
  deleteWrongPassword:
    'Incorrect password. Please enter your current password to confirm account deletion.',
  deleteNotFound:
    'Your account data was not found on the server. Try signing out and back in, then try again.',
  deleteFailed: 'Failed to delete account. Please try again later.',
  userNotAnonymous: 'User is not anonymous',
  noUserSignedIn: 'No user signed in',
  missingVerificationInfo:
    'Missing verification information. Please check your email link and try again.',
  resendNeedsLogin: 'You must be logged in to request a verification email.',
  resendFailed: 'Failed to send verification email. Please try again later.',
  verificationSent:
    'A new verification email has been sent to your email address. Please check your inbox and click the verification link.',
  verifyFailed: 'Failed to verify email. Please try again later.',
  verifyThrown:
    'Verification failed. The link may be expired or invalid. Please request a new verification email.',
  emailVerified: 'You can now access all features of the platform.',
  /** The way back, once verified, to the page the person signed up from. */
  continueWhereYouLeftOff: 'Continue where you left off',
  resetEmailSent: 'Check your email for password reset instructions',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  resetFailed: (reason: string) => `Failed to reset password: ${reason}`,
  accountDeleted: 'Your account has been successfully deleted',
  /** Guard redirects (docs/product/rules-and-limits.md#access-messages). */
  guard: {
    signIn: 'Please sign in to access this feature',
    permanentAccount: 'Please sign in with a permanent account to access this feature',
    createOrganizations: 'Please sign in with a permanent account to create organizations',
    editOrganizations: 'Please sign in to edit organizations',
    continuePayment: 'Please sign in to continue',
  },
} as const;
