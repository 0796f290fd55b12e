import {
  challengeRequiredDetailsSchema,
  DISPLAY_NAME_MAX_LENGTH,
  displayNameSchema,
  PASSWORD_MIN_LENGTH,
  socialSignInProviderSchema,
  userRoleSchema,
} from '@catalyst/shared';
import { z } from 'zod';
import {
  AUTH_BASE_PATH,
  MAX_PASSWORD_LENGTH,
  isPublicAuthRoute,
  publicAuthRoutes,
} from '../auth/index.js';

/** How Better Auth answers a refusal: flat, unlike the app's `{ error: { code, message } }`. */
export const authErrorSchema = z.object({
  code: z.string().describe('A stable machine code, such as `INVALID_EMAIL_OR_PASSWORD`.'),
  message: z.string(),
});

const isoDateTime = z.iso.datetime({ offset: true });

const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  isAnonymous: z.boolean().nullable().optional().describe('True for a guest.'),
  role: userRoleSchema.optional().describe('An administrator runs the admin console.'),
  disabledAt: isoDateTime
    .nullable()
    .optional()
    .describe('Set while an administrator has disabled the account (it then has no session).'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** The session as get-session shows it: without its token, which only a sign-in hands out. */
const authSessionSchema = z.object({
  session: z.object({
    id: z.string(),
    userId: z.string(),
    expiresAt: isoDateTime,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    ipAddress: z.string().nullable().optional(),
    userAgent: z.string().nullable().optional(),
  }),
  user: authUserSchema,
});

const sessionToken = z
  .string()
  .describe(
    'The session token: also set as an httpOnly cookie; other clients send it as a bearer token.',
  );

const signedInSchema = z.object({ token: sessionToken, user: authUserSchema });

// An example of our own: from the address pattern alone, Swagger UI makes up a long mess.
const email = z.email().meta({
  description: 'The address as typed, without surrounding spaces.',
  examples: ['ada@example.org'],
});
const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(MAX_PASSWORD_LENGTH);
const socialProvider = socialSignInProviderSchema;

interface AuthResponseDescription {
  description: string;
  /** JSON unless `contentType` says otherwise; no body when omitted. */
  body?: z.ZodType;
  contentType?: string;
  /** Response headers worth knowing, by name, with what they carry. */
  headers?: Record<string, string>;
}

export interface AuthEndpointDescription {
  method: 'GET' | 'POST';
  /** After /api/auth, in OpenAPI's spelling: `{name}` for a path parameter. */
  path: string;
  /** The values each path parameter takes: every path they spell must be allowlisted. */
  pathValues?: Record<string, readonly string[]>;
  /** Stable and camelCase: generated clients name their functions after it. */
  operationId: string;
  summary: string;
  description: string;
  query?: z.ZodObject;
  /** The fields the product's web client sends. */
  body?: z.ZodObject;
  /** Needs a session (cookie or bearer token). */
  signedIn?: boolean;
  responses: Record<number, AuthResponseDescription>;
}

const setsSessionCookie = {
  'set-cookie': 'The session cookie (httpOnly), which the browser sends back by itself.',
};
const retryAfter = { 'retry-after': 'Seconds to wait before trying again.' };
const tooManyRequests: AuthResponseDescription = {
  description: '`TOO_MANY_REQUESTS`: over a per-address, per-account or back-off limit.',
  body: authErrorSchema,
  headers: retryAfter,
};
const challengeRequired: AuthResponseDescription = {
  description:
    '`CHALLENGE_REQUIRED`: past the hour’s threshold of this write across all clients, without a valid proof of work. Solve `details.challenge` and send the same request again with the solution in the `X-Altcha` header (the base64 of `{"challenge", "solution"}`); a solution is good once, for this kind of write, for five minutes.',
  body: authErrorSchema.extend({ details: challengeRequiredDetailsSchema }),
};
const busy: AuthResponseDescription = {
  description: '`SERVICE_BUSY`: password checks are queued full; try again after `Retry-After`.',
  body: authErrorSchema,
  headers: retryAfter,
};
const refused = (description: string): AuthResponseDescription => ({
  description,
  body: authErrorSchema,
});
/** Better Auth's defence against cross-site requests, on every POST in production. */
const fromAnotherSite = refused('`INVALID_ORIGIN`: sent with cookies from a page of another site.');
const addressOutsideThisSite = (codes: string) =>
  refused(`\`INVALID_ORIGIN\` as above, or ${codes}: an address outside this site.`);
const refusedPasswordCodes = '`PASSWORD_TOO_SHORT`, `PASSWORD_TOO_LONG` or `PASSWORD_TOO_COMMON`';
const passwordRules = `The new password needs at least ${PASSWORD_MIN_LENGTH} and at most ${MAX_PASSWORD_LENGTH} characters and must not be easy to guess (\`PASSWORD_TOO_SHORT\`, \`PASSWORD_TOO_LONG\`, \`PASSWORD_TOO_COMMON\`).`;

/**
 * The Better Auth endpoints the bridge (modules/auth/auth-bridge.ts) lets through, as the web
 * client uses them. They are described by hand because no route of ours carries their
 * schemas: one wildcard route hands every /api/auth/* request to the library, which checks
 * the bodies itself. authEndpointOperations() holds this list against the allowlist of
 * public-auth-routes.ts both ways, so neither can change without the other.
 */
export const authEndpointDescriptions: readonly AuthEndpointDescription[] = [
  {
    method: 'GET',
    path: '/get-session',
    operationId: 'getSession',
    summary: 'Read the current session',
    description:
      'The caller’s session and user, or `null` without one. The session token is never part of it: a browser keeps it in an httpOnly cookie, other clients get it once, from a sign-in.',
    query: z.object({
      disableCookieCache: z
        .enum(['true', 'false'])
        .optional()
        .describe('`true` reads the session from the database rather than a cached cookie.'),
    }),
    responses: {
      200: { description: 'The session, or `null`.', body: authSessionSchema.nullable() },
      429: tooManyRequests,
    },
  },
  {
    method: 'POST',
    path: '/sign-in/anonymous',
    operationId: 'signInAnonymous',
    summary: 'Start a guest session',
    description:
      'Visitors browse as silent guests. A guest who later signs up keeps what they started.',
    responses: {
      200: {
        description: 'The guest is signed in.',
        body: signedInSchema,
        headers: setsSessionCookie,
      },
      400: refused('`ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY`: already a guest.'),
      403: fromAnotherSite,
      428: challengeRequired,
      429: tooManyRequests,
    },
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    operationId: 'signInEmail',
    summary: 'Sign in with email and password',
    description:
      'Wrong guesses slow down further attempts from the client and on the account. While the account itself is being guessed at, a browser it has not seen before is stepped up: the answer is 403 `STEP_UP_REQUIRED` with a challenge cookie whether or not the password was right, and only if it was right a 6-digit code goes to the account’s address, for `/sign-in/step-up`. An unverified address may sign in; the API’s own guards then ask for verification.',
    body: z.object({ email, password: z.string().min(1) }),
    responses: {
      200: {
        description: 'Signed in.',
        body: signedInSchema.extend({
          redirect: z.boolean(),
          url: z.string().optional(),
        }),
        headers: setsSessionCookie,
      },
      400: refused(
        '`VALIDATION_ERROR`: a field is missing or malformed; `INVALID_EMAIL`: not an address.',
      ),
      401: refused('`INVALID_EMAIL_OR_PASSWORD`.'),
      403: refused(
        '`STEP_UP_REQUIRED`: the account is under attack and this browser is new to it (see above; the `Set-Cookie` holds the challenge); `INVALID_ORIGIN`: sent with cookies from a page of another site; or `ACCOUNT_DISABLED`: an administrator has disabled the account (the right password was given).',
      ),
      429: tooManyRequests,
      503: busy,
    },
  },
  {
    method: 'POST',
    path: '/sign-in/step-up',
    operationId: 'signInStepUp',
    summary: 'Finish a stepped-up sign-in with the mailed code',
    description:
      'From the browser that received `STEP_UP_REQUIRED` (its challenge cookie): the 6-digit code mailed to the account’s address signs this browser in, and it is trusted by the account from then on. A challenge lasts 10 minutes and takes 5 wrong codes.',
    body: z.object({ code: z.string().regex(/^\d{6}$/) }),
    responses: {
      200: {
        description: 'Signed in.',
        body: z.object({ token: sessionToken, user: z.object({ id: z.string(), email }) }),
        headers: setsSessionCookie,
      },
      400: refused(
        '`INVALID_STEP_UP_CODE`: not the code (the challenge stands); `STEP_UP_EXPIRED`: no challenge in this browser, expired or out of tries (sign in again); `VALIDATION_ERROR`: not 6 digits.',
      ),
      403: fromAnotherSite,
      429: tooManyRequests,
    },
  },
  {
    method: 'POST',
    path: '/sign-up/email',
    operationId: 'signUpEmail',
    summary: 'Create an account with email and password',
    description:
      'Answers the same whether or not the address already has an account, and signs no one in: a new account gets a verification link by mail, an existing one’s owner is told by mail that someone tried. Clients then sign in with the same password; protected endpoints answer 403 `EMAIL_NOT_VERIFIED` until the link is followed. The `user` of an address that already had an account is made up (a new id), so nothing in the answer tells them apart.',
    body: z.object({
      name: z
        .string()
        .max(DISPLAY_NAME_MAX_LENGTH)
        .describe('The display name, as typed; it may be left empty.'),
      email,
      password: newPassword,
    }),
    responses: {
      200: {
        description: 'Registered, or told to the address’s owner; `token` is always null.',
        body: z.object({ token: z.null(), user: authUserSchema }),
      },
      400: refused(
        `\`VALIDATION_ERROR\` (an \`image\` is refused: pictures come from Google or GitHub), or a password the rules refuse. ${passwordRules}`,
      ),
      403: fromAnotherSite,
      428: challengeRequired,
      429: tooManyRequests,
      503: busy,
    },
  },
  {
    method: 'POST',
    path: '/sign-out',
    operationId: 'signOut',
    summary: 'Sign out',
    description: 'Ends the session and clears its cookies; without a session it changes nothing.',
    responses: {
      200: { description: 'Signed out.', body: z.object({ success: z.boolean() }) },
      403: fromAnotherSite,
    },
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    operationId: 'signInSocial',
    summary: 'Start a Google or GitHub sign-in',
    description:
      'Answers the provider’s authorization address to send the browser to; the provider returns it to `/api/auth/callback/{providerId}`.',
    body: z.object({
      provider: socialProvider,
      callbackURL: z.string().describe('Where the browser lands once signed in.'),
      errorCallbackURL: z
        .string()
        .describe('Where it lands when the sign-in fails, with `?error=`.'),
    }),
    responses: {
      200: {
        description: 'The address of the provider’s consent page.',
        body: z.object({ url: z.string(), redirect: z.boolean() }),
      },
      400: refused('`VALIDATION_ERROR`: a missing or malformed field.'),
      403: addressOutsideThisSite('`INVALID_CALLBACK_URL` or `INVALID_ERROR_CALLBACK_URL`'),
      404: refused(
        '`PROVIDER_NOT_FOUND`: a provider other than these, or one not configured on this server.',
      ),
      429: tooManyRequests,
    },
  },
  {
    method: 'GET',
    path: '/callback/{providerId}',
    pathValues: { providerId: socialProvider.options },
    operationId: 'socialSignInCallback',
    summary: 'Return from Google or GitHub',
    description:
      'The provider sends the browser here; it is signed in and redirected to the `callbackURL` it started with, or to its `errorCallbackURL` with `?error=` (`ACCOUNT_DISABLED` for an account an administrator has disabled).',
    query: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      error: z.string().optional(),
      error_description: z.string().optional(),
    }),
    responses: {
      302: {
        description: 'On to the page the sign-in started from, or to its error page.',
        headers: { location: 'Where the browser goes next.', ...setsSessionCookie },
      },
      429: tooManyRequests,
    },
  },
  {
    method: 'GET',
    path: '/error',
    operationId: 'showSocialSignInError',
    summary: 'Show why an OAuth sign-in failed',
    description: 'Where an OAuth failure lands when the client named no page of its own.',
    query: z.object({ error: z.string().optional() }),
    responses: {
      200: { description: 'A page naming the error.', body: z.string(), contentType: 'text/html' },
      429: tooManyRequests,
    },
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Ask for a password reset link',
    description:
      'Mails a link to the address if it has an account; the answer is the same either way, so it reveals nothing.',
    body: z.object({
      email,
      redirectTo: z.string().describe('The web page the link opens (`/reset-password`).'),
    }),
    responses: {
      200: {
        description: 'Done, whether or not the address has an account.',
        body: z.object({ status: z.boolean(), message: z.string() }),
      },
      400: refused('`VALIDATION_ERROR`: a missing or malformed address.'),
      403: addressOutsideThisSite('`INVALID_REDIRECT_URL`'),
      428: challengeRequired,
      429: tooManyRequests,
    },
  },
  {
    method: 'POST',
    path: '/reset-password',
    operationId: 'resetPassword',
    summary: 'Set a new password with a reset link',
    description: `Ends every session of the account. ${passwordRules}`,
    body: z.object({
      newPassword,
      token: z.string().describe('The token of the mailed link.'),
    }),
    responses: {
      200: { description: 'The password is changed.', body: z.object({ status: z.boolean() }) },
      400: refused(
        `\`INVALID_TOKEN\`, \`VALIDATION_ERROR\`, or a password the rules refuse: ${refusedPasswordCodes}.`,
      ),
      403: fromAnotherSite,
      429: tooManyRequests,
      503: busy,
    },
  },
  {
    method: 'POST',
    path: '/change-password',
    operationId: 'changePassword',
    summary: 'Change the password',
    description: `The current password is checked first, slowed like every password check; the web ends every other session. ${passwordRules}`,
    body: z.object({
      currentPassword: z.string(),
      newPassword,
      revokeOtherSessions: z.boolean().describe('The web always sends `true`.'),
    }),
    signedIn: true,
    responses: {
      200: {
        description: 'The password is changed; the session goes on under a new token.',
        body: z.object({ token: sessionToken.nullable(), user: authUserSchema }),
        headers: setsSessionCookie,
      },
      400: refused(
        `\`INVALID_PASSWORD\` (not the current password), \`VALIDATION_ERROR\`, or a new password the rules refuse: ${refusedPasswordCodes}.`,
      ),
      401: refused('`UNAUTHORIZED`: no session.'),
      403: fromAnotherSite,
      429: tooManyRequests,
      503: busy,
    },
  },
  {
    method: 'POST',
    path: '/update-user',
    operationId: 'updateUser',
    summary: 'Change the display name',
    description: 'The display name and nothing else: any other field is refused.',
    body: displayNameSchema,
    signedIn: true,
    responses: {
      200: { description: 'The name is changed.', body: z.object({ status: z.boolean() }) },
      400: refused('`VALIDATION_ERROR`: a missing or too long name, or another field.'),
      401: refused('`UNAUTHORIZED`: no session.'),
      403: fromAnotherSite,
      429: tooManyRequests,
    },
  },
];

/** Every concrete path a description stands for, its parameters filled in with each value. */
function spelledPaths(endpoint: AuthEndpointDescription): string[] {
  return Object.entries(endpoint.pathValues ?? {}).reduce(
    (paths, [name, values]) =>
      paths.flatMap((path) => values.map((value) => path.replace(`{${name}}`, value))),
    [endpoint.path],
  );
}

/**
 * Throws unless the descriptions and the allowlist name the same endpoints: each path a
 * description spells is reachable, and each allowlisted endpoint has a description.
 */
export function assertDescribesAllowlist(
  descriptions: readonly AuthEndpointDescription[] = authEndpointDescriptions,
): void {
  const described = descriptions.flatMap((endpoint) =>
    spelledPaths(endpoint).map((path) => ({ method: endpoint.method, path })),
  );
  const unreachable = described.filter(({ method, path }) => !isPublicAuthRoute(method, path));
  const undescribed = publicAuthRoutes.filter(
    (route) =>
      !described.some(
        ({ method, path }) =>
          method === route.method &&
          (typeof route.path === 'string' ? route.path === path : route.path.test(path)),
      ),
  );
  const problems = [
    ...unreachable.map(({ method, path }) => `${method} ${path} is described but not allowlisted`),
    ...undescribed.map(
      ({ method, path }) => `${method} ${String(path)} is allowlisted but not described`,
    ),
  ];
  if (problems.length > 0) {
    throw new Error(
      `The API reference and public-auth-routes.ts disagree: ${problems.join('; ')}.`,
    );
  }
}

/** Where the described endpoints live in the document. */
export function documentPath(endpoint: AuthEndpointDescription): string {
  return `${AUTH_BASE_PATH}${endpoint.path}`;
}
