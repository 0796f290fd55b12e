import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

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

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; it cannot be one of ours.
      }
      return SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * The server's logger: JSON lines for log collectors; a person at a terminal outside
 * production gets readable lines instead (the dev outbox's links among them). Requests are
 * logged with credentials taken out of their URLs.
 */
export function loggerOptions(
  level: string,
  env: string,
  options: { stream?: Writable; readable?: boolean } = {},
) {
  const readable = options.readable ?? (env !== 'production' && process.stdout.isTTY);
  const serializers = {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
  };
  if (options.stream) return { level, serializers, stream: options.stream };
  return readable
    ? {
        level,
        serializers,
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
      }
    : { level, serializers };
}
