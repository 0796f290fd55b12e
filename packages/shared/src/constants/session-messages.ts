/**
 * What the app says when a session ends or cannot be set up. The API client and the session
 * provider run on every page, so these are a module apart from the sign-in screens' texts
 * (auth-messages.ts), which only those screens load.
 */
export const sessionMessages = {
  sessionExpired: 'Your session has expired. Please log in again.',
  notAuthenticated: 'You need to be logged in to perform this action.',
  syncFailed: (reason: string) => `Failed to create user record in database: ${reason}`,
} as const;
