import {
  htmlFormPaths,
  signInFormParams,
  signInFormSchema,
  signOutFormSchema,
} from '@catalyst/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { toFetchHeaders } from '../../lib/fetch-headers.js';
import {
  acceptUrlEncodedForms,
  foreignFormResponse,
  FORM_CONTENT_TYPES,
  type FormFields,
  isSameSiteForm,
  seeOtherResponse,
  localPath,
  refuseForeignForm,
  seeOther,
} from '../../plugins/html-forms.js';
import { withSpecTooManyRequestsMessage } from '../../lib/rate-limit/too-many-requests.js';
import { AUTH_BASE_PATH, type Auth } from './auth.js';
import { STEP_UP_PATH, STEP_UP_REQUIRED_CODE } from './sign-in-grants.js';

const SIGN_IN_FORM_PATH = htmlFormPaths.signIn;
const SIGN_OUT_FORM_PATH = htmlFormPaths.signOut;

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
 * to /login with the failure's code otherwise (docs/decisions/0032-forms-that-work-without-javascript.md).
 */
export async function signInFormRoutes(
  app: FastifyInstance,
  options: { auth: Auth; trustedOrigins: string[] },
): Promise<void> {
  const { auth, trustedOrigins } = options;
  acceptUrlEncodedForms(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    SIGN_IN_FORM_PATH,
    {
      schema: {
        operationId: 'signInWithForm',
        summary: 'Sign in with a plain HTML form',
        description:
          'What /login posts when its JavaScript has not run: `email` and `password`, or the mailed `code` of a stepped-up sign-in, through Better Auth’s own endpoints (every limit and the step-up apply). 303 to `returnTo` (a path of this site) or /dashboard once signed in, with the session cookie; otherwise 303 back to /login with `signInError=<code>` (or `stepUp=1` when a code was mailed). Only from this site’s pages (`Origin`).',
        tags: ['Accounts'],
        consumes: FORM_CONTENT_TYPES,
        body: signInFormSchema,
        response: { 303: seeOtherResponse, 403: foreignFormResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
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
    },
  );

  routes.post(
    SIGN_OUT_FORM_PATH,
    {
      schema: {
        operationId: 'signOutWithForm',
        summary: 'Sign out with a plain HTML form',
        description:
          'What the header’s Logout button posts when the page’s JavaScript has not run: ends the session and answers 303 to the home page. Only from this site’s pages (`Origin`).',
        tags: ['Accounts'],
        consumes: FORM_CONTENT_TYPES,
        body: signOutFormSchema,
        response: { 303: seeOtherResponse, 403: foreignFormResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      if (!isSameSiteForm(request, trustedOrigins)) return refuseForeignForm(reply);
      const response = await callAuth(auth, request, '/sign-out', {});
      passOnCookies(reply, response);
      return seeOther(reply, SIGNED_OUT_HOME);
    },
  );
}
