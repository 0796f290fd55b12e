import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toFetchHeaders } from '../../plugins/auth-bridge.js';
import {
  acceptUrlEncodedForms,
  type FormFields,
  isSameSiteForm,
  localPath,
  refuseForeignForm,
  seeOther,
} from '../../plugins/html-forms.js';
import { withSpecTooManyRequestsMessage } from './account-rate-limit.js';
import { AUTH_BASE_PATH, type Auth } from './auth.js';
import { STEP_UP_PATH, STEP_UP_REQUIRED_CODE } from './sign-in-grants.js';

/** Where the pages' plain forms post (the same paths as the pages that show them). */
export const SIGN_IN_FORM_PATH = '/login';
export const SIGN_OUT_FORM_PATH = '/logout';

/** Query parameters of /login that the server-rendered form reads. */
export const signInFormParams = {
  /** The Better Auth code of the last attempt's failure (the page shows the spec's text). */
  error: 'signInError',
  /** A code was mailed: the page asks for it. */
  stepUp: 'stepUp',
  /** The page to go back to once signed in. */
  returnTo: 'returnTo',
} as const;

const SIGNED_IN_HOME = '/dashboard';
const SIGNED_OUT_HOME = '/';
const MAX_FIELD_LENGTH = 1024;

function field(fields: unknown, name: string): string | undefined {
  if (!fields || typeof fields !== 'object') return undefined;
  const value = (fields as FormFields)[name];
  return typeof value === 'string' && value.length <= MAX_FIELD_LENGTH ? value : undefined;
}

/**
 * Sends one Better Auth endpoint the request as if the web app's own client had (JSON, the
 * browser's cookies, origin and address), so every rule of that endpoint applies unchanged:
 * its per-address limit, the back-off and step-up of password checks, the origin check, the
 * disabled-account refusal (auth.ts, auth-hooks.ts).
 */
async function callAuth(
  auth: Auth,
  request: FastifyRequest,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const url = new URL(`${AUTH_BASE_PATH}${path}`, `${request.protocol}://${request.host}`);
  const headers = toFetchHeaders(request);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  headers.set('accept', 'application/json');
  const response = await auth.handler(
    new Request(url, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  return withSpecTooManyRequestsMessage(response);
}

/** The cookies Better Auth set (the session, the trusted device, a step-up challenge). */
function passOnCookies(reply: FastifyReply, response: Response): void {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

async function errorCodeOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { code?: unknown } | null;
    if (typeof body?.code === 'string' && /^[A-Z0-9_]{1,64}$/.test(body.code)) return body.code;
  } catch {
    // Not JSON: fall through to a code the page knows.
  }
  return response.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN';
}

function loginPage(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${SIGN_IN_FORM_PATH}?${search}` : SIGN_IN_FORM_PATH;
}

/**
 * Sign-in (email and password, and the mailed code of a stepped-up sign-in) and sign-out as
 * plain form posts, for pages whose JavaScript has not run: the server-rendered /login form
 * and the header's Logout button post here; with JavaScript the app calls Better Auth itself.
 * Each answers 303: to the page the visitor came from (or the dashboard) once signed in, back
 * to /login with the failure's code otherwise (docs/decisions/0027-forms-that-work-without-javascript.md).
 */
export async function signInFormRoutes(
  app: FastifyInstance,
  options: { auth: Auth; trustedOrigins: string[] },
): Promise<void> {
  const { auth, trustedOrigins } = options;
  acceptUrlEncodedForms(app);

  app.post(SIGN_IN_FORM_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isSameSiteForm(request, trustedOrigins)) return refuseForeignForm(reply);
    const fields = request.body;
    const returnTo = localPath(field(fields, 'returnTo'), SIGNED_IN_HOME);
    const keptReturn = returnTo === SIGNED_IN_HOME ? undefined : returnTo;
    const code = field(fields, 'code');

    const response =
      code !== undefined
        ? await callAuth(auth, request, STEP_UP_PATH, { code: code.trim() })
        : await callAuth(auth, request, '/sign-in/email', {
            email: (field(fields, 'email') ?? '').trim(),
            password: field(fields, 'password') ?? '',
          });
    passOnCookies(reply, response);
    if (response.ok) return seeOther(reply, returnTo);

    const failure = await errorCodeOf(response);
    if (failure === STEP_UP_REQUIRED_CODE) {
      return seeOther(
        reply,
        loginPage({ [signInFormParams.stepUp]: '1', [signInFormParams.returnTo]: keptReturn }),
      );
    }
    // A wrong code leaves the challenge standing: the code form shows again.
    const stillSteppingUp = failure === 'INVALID_STEP_UP_CODE';
    return seeOther(
      reply,
      loginPage({
        [signInFormParams.error]: failure,
        [signInFormParams.stepUp]: stillSteppingUp ? '1' : undefined,
        [signInFormParams.returnTo]: keptReturn,
      }),
    );
  });

  app.post(SIGN_OUT_FORM_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isSameSiteForm(request, trustedOrigins)) return refuseForeignForm(reply);
    const response = await callAuth(auth, request, '/sign-out', {});
    passOnCookies(reply, response);
    return seeOther(reply, SIGNED_OUT_HOME);
  });
}
