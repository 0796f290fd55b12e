export const networkMessages = {
  failure: 'Network connection issue. Please check your internet connection and try again.',
} as const;
