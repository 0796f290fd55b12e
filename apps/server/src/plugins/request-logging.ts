import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { redactLogLine, redactUrl } from './log-redaction.js';

/**
 * The server's logger: JSON lines for log collectors; a person at a terminal outside
 * production gets readable lines instead (the dev outbox's links among them). Requests are
 * logged with credentials taken out of their URLs, and every line written while a request
 * is served loses that request's credentials wherever they appear (log-redaction.ts).
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
  const hooks = { streamWrite: redactLogLine };
  if (options.stream) return { level, serializers, hooks, stream: options.stream };
  return readable
    ? {
        level,
        serializers,
        hooks,
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
      }
    : { level, serializers, hooks };
}
