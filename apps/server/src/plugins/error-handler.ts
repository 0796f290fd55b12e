import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages } from '@catalyst/shared';
import { AppError } from '../lib/app-error.js';

function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Our codes for the client errors Fastify and Node raise themselves, by status. */
const codeByClientStatus: Record<number, string> = {
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

function clientErrorCode(status: number): string {
  return codeByClientStatus[status] ?? 'BAD_REQUEST';
}

/**
 * The same envelope with `code` and `message` at the top as well, where Better Auth's clients
 * read them: its refusals are flat (`{ code, message }`, as the API reference says of its
 * endpoints), so a refusal made before the library sees the request (a body that is not JSON,
 * too large, of another type) must answer in its shape too, while still in ours.
 */
function flatErrorBody(code: string, message: string, details?: unknown) {
  return {
    code,
    message,
    ...(details === undefined ? {} : { details }),
    ...errorBody(code, message, details),
  };
}

export interface ErrorHandlingOptions {
  /** Routes whose answers are Better Auth's (the bridge's wildcard): see flatErrorBody. */
  flatErrorRoutes?: readonly string[];
}

/**
 * The single place where errors become HTTP responses: AppError by its code, request
 * validation as 400 with the first problem in words, anything else as a 5xx that never
 * shows internals. Unknown /api paths answer JSON 404 (page paths are the SPA's).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: ErrorHandlingOptions = {},
): void {
  const flatErrorRoutes = new Set(options.flatErrorRoutes);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = flatErrorRoutes.has(request.routeOptions.url ?? '') ? flatErrorBody : errorBody;
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The message alone (the product's text where it has one); the field is in details.
      const text = error.validation[0]?.message ?? 'Invalid request.';
      return reply.status(400).send(
        body(
          'VALIDATION_ERROR',
          text,
          error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message })),
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large) carry safe messages.
      const text = status === 429 ? apiMessages.tooManyRequests : error.message;
      return reply.status(status).send(body(clientErrorCode(status), text));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', apiMessages.internal));
  });
}

/** Errors Fastify raises before routing (a malformed URL, say) get the same envelope. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  void reply.status(status).send(errorBody(clientErrorCode(status), error.message));
}

const connectionErrors: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large.',
  },
};
const MALFORMED_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  message: 'The request is malformed.',
};

/**
 * What Node reports on the socket itself, before Fastify sees a request (a timeout, bytes
 * that are not HTTP): the same envelope, written by hand, then the connection is closed.
 */
export function connectionErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = connectionErrors[error.code ?? ''] ?? MALFORMED_REQUEST;
  if (socket.writable) {
    const body = JSON.stringify(errorBody(clientErrorCode(status), message));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function sendApiNotFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', apiMessages.notFound));
}
