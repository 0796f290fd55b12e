import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@catalyst/shared';
import { AppError } from '../lib/app-error.js';

function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * The single place where errors become HTTP responses: AppError by its code, request
 * validation as 400 with the first problem in words, anything else as a 5xx that never
 * shows internals. Unknown /api paths answer JSON 404 (page paths are the SPA's).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The message alone (the spec's text where it has one); the field is in details.
      const text = error.validation[0]?.message ?? 'Invalid request.';
      return reply.status(400).send(
        errorBody(
          'VALIDATION_ERROR',
          text,
          error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message })),
        ),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large) carry safe messages.
      const code = status === 429 ? 'TOO_MANY_REQUESTS' : (error.code ?? 'BAD_REQUEST');
      const text = status === 429 ? messages.api.tooManyRequests : error.message;
      return reply.status(status).send(errorBody(code, text));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', messages.api.internal));
  });
}

/** Errors Fastify raises before routing (a malformed URL, say) get the same envelope. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  void reply.status(error.statusCode ?? 400).send(errorBody('BAD_REQUEST', error.message));
}

export function sendApiNotFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', messages.api.notFound));
}
