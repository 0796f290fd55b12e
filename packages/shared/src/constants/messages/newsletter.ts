export const newsletterMessages = {
  subscribed: 'Thanks for subscribing! Watch your inbox for our next update.',
  invalidEmail: 'Please enter a valid email address.',
  failed: 'We could not subscribe you right now. Please try again later.',
} as const;
