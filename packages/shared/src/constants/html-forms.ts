// No zod here: the pages' first load reads these (decision 24), and the schemas beside them
// would bring the validation library with them.

/**
 * The plain HTML forms pages offer when their JavaScript has not run (decision 32): where they
 * post, what they send, and the query their answer (303) leads back with.
 */
export const htmlFormPaths = {
  signIn: '/login',
  signOut: '/logout',
  report: (organizationId: string) => `/organizations/${organizationId}/report`,
} as const;

/** The query of /login that the sign-in form's answer carries. */
export const signInFormParams = {
  /** The Better Auth code of the attempt's failure: the page shows the product's text for it. */
  error: 'signInError',
  /** '1' once a code was mailed: the page asks for it. */
  stepUp: 'stepUp',
  /** The page to go back to once signed in (a path of this site). */
  returnTo: 'returnTo',
} as const;

/** The query (and anchor) of a profile that the report form's answer carries. */
export const REPORT_FORM_PARAM = 'report';
export const REPORT_FORM_ANCHOR = 'report';

/** What became of a report sent without JavaScript: the profile shows the matching text. */
export const REPORT_FORM_OUTCOMES = [
  'sent',
  'INVALID_REASON',
  'DETAILS_TOO_LONG',
  'ALREADY_SENT',
  'TOO_MANY_REQUESTS',
  'CHALLENGE_REQUIRED',
  'FAILED',
] as const;
export type ReportFormOutcome = (typeof REPORT_FORM_OUTCOMES)[number];
