export const dataMessages = {
  authRequired: 'Authentication required. Please wait while we complete the sign-in process.',
  loadFailed: 'Unable to load data. Please check your connection and try again.',
} as const;
