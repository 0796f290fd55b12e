import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { parseJsonBody } from './json-body.js';

/**
 * Fastify's bodyLimit for the app. The largest body a route takes is an organization
 * update: seven category texts of 2,000 characters, a 1,000-character description and four
 * links, under 110 KB even were every character sent as a six-byte escape. Larger bodies
 * are refused (413) as they arrive. Routes that need more say so themselves (the Stripe
 * webhook), and uploads are multipart, limited on their own.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;

export const NUL_IN_ADDRESS_MESSAGE = 'The request address contains a NUL character.';

/** %00 is the only way NUL reaches a path parameter or a query value. */
const NUL_IN_URL = /%00|\0/;

async function refuseNulInAddress(request: FastifyRequest) {
  if (NUL_IN_URL.test(request.url)) throw new AppError('BAD_REQUEST', NUL_IN_ADDRESS_MESSAGE);
}

/**
 * Malformed input is the client's mistake, answered 4xx before any route (ours or Better
 * Auth's behind the bridge) sees it: no NUL in the address, and JSON as the only body type
 * outside the scopes that add their own (multipart uploads, the webhook's raw bytes), parsed
 * strictly. Registered on the root instance before the routes, so every route inherits it.
 */
export function registerRequestHardening(app: FastifyInstance): void {
  app.addHook('onRequest', refuseNulInAddress);
  // Plain text was only ever a body nothing here reads, and one a cross-site form can send.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (_request, body: Buffer, done) => {
      try {
        done(null, parseJsonBody(body));
      } catch (error) {
        done(error as Error);
      }
    },
  );
}
