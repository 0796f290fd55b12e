export const errorBoundaryMessages = {
  title: 'Something went wrong',
  fallback: 'An unexpected error occurred',
  retry: 'Try again',
} as const;
