import { AsyncLocalStorage } from 'node:async_hooks';
import { appRoutes } from '@catalyst/shared';
import type { FastifyInstance } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Query parameters that are credentials: email-verification and reset tokens, OAuth codes
 * and state, Stripe's checkout session. A URL carrying one is a key in whatever collects the
 * logs, so its value is never written there.
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'session_id',
  'id_token',
  'access_token',
  'password',
]);

/**
 * Addresses whose `:name` segments are credentials, API routes and pages alike: the link of an
 * invitation or of a website proof lets whoever holds it act on it, as does a checkout's id.
 * Each is matched at the start of a path and whatever follows it (`/accept`, a typo answered
 * 404) is covered too. A route or page added with a credential in its path belongs here;
 * `request-logging.test.ts` fails until it is.
 */
export const SECRET_PATHS: readonly string[] = [
  '/api/invitations/:token',
  appRoutes.invitation,
  appRoutes.confirmWebsiteEmail,
  // A checkout's id, as Stripe's `session_id` in the return address is.
  '/api/payments/session/:sessionId',
  '/api/payments/test-checkout/:sessionId',
  appRoutes.testCheckout,
  // Better Auth's own reset link (the product mails its page's instead; the bridge refuses it).
  '/api/auth/reset-password/:token',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface SecretPath {
  regex: RegExp;
  /** Per capture group: whether it is a `:name` segment (else slashes and literal text). */
  secret: boolean[];
}

/** A pattern as a prefix match: its literal segments in any case, a secret per `:name`. */
function compile(pattern: string): SecretPath {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? [
            { source: '/+', secret: false },
            { source: '[^/]*', secret: true },
          ]
        : [{ source: `/+${escapeRegExp(segment)}`, secret: false }],
    );
  return {
    regex: new RegExp(`^${parts.map((part) => `(${part.source})`).join('')}(?=/|$)`, 'i'),
    secret: parts.map((part) => part.secret),
  };
}

const secretPaths = SECRET_PATHS.map(compile);

function redactPath(path: string): { path: string; secrets: string[] } {
  for (const { regex, secret } of secretPaths) {
    const match = regex.exec(path);
    if (!match) continue;
    const groups = match.slice(1);
    const secrets = groups.filter((value, at) => secret[at] && value);
    const redacted = groups.map((value, at) => (secret[at] && value ? REDACTED : value)).join('');
    return { path: redacted + path.slice(match[0].length), secrets: secrets as string[] };
  }
  return { path, secrets: [] };
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    // A malformed name is read as sent; it cannot be one of ours.
    return name.toLowerCase();
  }
}

function redactQuery(query: string): { query: string; secrets: string[] } {
  const secrets: string[] = [];
  const pairs = query.split('&').map((pair) => {
    const separator = pair.indexOf('=');
    const name = separator === -1 ? pair : pair.slice(0, separator);
    if (!SECRET_PARAMETERS.has(decodedName(name))) return pair;
    if (separator !== -1) secrets.push(pair.slice(separator + 1));
    return `${name}=${REDACTED}`;
  });
  return { query: pairs.join('&'), secrets };
}

/** The URL with its credentials' values replaced, and those values as they were sent. */
function redactedUrl(url: string): { url: string; secrets: string[] } {
  const queryStart = url.indexOf('?');
  const path = redactPath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (queryStart === -1) return { url: path.path, secrets: path.secrets };
  const query = redactQuery(url.slice(queryStart + 1));
  return { url: `${path.path}?${query.query}`, secrets: [...path.secrets, ...query.secrets] };
}

export function redactUrl(url: string): string {
  return redactedUrl(url).url;
}

/**
 * Values shorter than this are left in other log lines: nothing we issue is that short, and
 * taking out every occurrence of a few letters would garble the line instead.
 */
const MIN_SCRUBBED_LENGTH = 8;

function forms(secret: string): string[] {
  let decoded = secret;
  try {
    decoded = decodeURIComponent(secret);
  } catch {
    // Not percent-encoded after all: the value as sent is the only form.
  }
  return [...new Set([secret, decoded, JSON.stringify(decoded).slice(1, -1)])].filter(
    (form) => form.length >= MIN_SCRUBBED_LENGTH,
  );
}

const requestSecrets = new AsyncLocalStorage<readonly string[]>();

/**
 * Every log line written while a request is served (the error handler's, a service's, a
 * job's it sends) loses the credentials of that request's URL, wherever they turn up: a
 * failed query's parameters, an error's message. Lines about the request itself already
 * carry its URL redacted (request-logging.ts).
 */
export function registerLogRedaction(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const secrets = redactedUrl(request.url).secrets.flatMap(forms);
    if (secrets.length === 0) return done();
    requestSecrets.run(secrets, done);
  });
}

/** A finished log line, the current request's credentials taken out (pino's streamWrite). */
export function redactLogLine(line: string): string {
  const secrets = requestSecrets.getStore();
  if (!secrets) return line;
  return secrets.reduce((text, secret) => text.split(secret).join(REDACTED), line);
}
