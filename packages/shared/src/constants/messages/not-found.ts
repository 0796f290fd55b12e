export const notFoundMessages = {
  title: 'Page Not Found',
  returnHome: 'Return to Home',
} as const;
