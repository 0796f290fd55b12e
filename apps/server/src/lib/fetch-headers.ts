import type { FastifyRequest } from 'fastify';

/** Request headers as a fetch Headers, with the client address we trust, not the client's claim. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-client-ip') continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else headers.set(name, value);
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}
