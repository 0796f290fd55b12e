export const apiMessages = {
  notFound: 'The requested resource was not found.',
  internal: 'Something went wrong on our side. Please try again later.',
  tooManyRequests:
    'Access temporarily blocked due to too many failed attempts. Please try again later.',
  /** A public write (a newsletter sign-up, a guest session) beyond its budget. */
  tooManyWrites: 'Too many requests. Please wait a little and try again.',
  /** Password checks queued past their bound: the server sheds them rather than stall. */
  busy: 'We are handling a lot of requests right now. Please try again in a moment.',
} as const;
