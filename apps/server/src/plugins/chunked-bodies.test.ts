import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { signUpAdmin, signUpMember, type Member } from '../../test/factories.js';
import { listen, plainRequest } from '../../test/listening-app.js';
import { BODY_LIMIT_BYTES } from './request-hardening.js';

/**
 * A body sent without a length (chunked) is counted as it streams and refused once past its
 * route's limit, never cut there and handed on as if whole: for every route that takes a
 * body, as the app registers them, one byte over its limit is a 413. (Uploads, whose
 * multipart limit is the image size, have their own test: organization-images.oversized.)
 */
interface BodyRoute {
  method: string;
  url: string;
  limit: number;
}

const routes: BodyRoute[] = [];
function onRoute(route: RouteOptions) {
  for (const method of [route.method].flat()) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
    routes.push({ method, url: route.url, limit: route.bodyLimit ?? BODY_LIMIT_BYTES });
  }
}

const testApp = await buildTestApp({ onRoute });
let port: number;
let owner: Member;
let admin: Member;

beforeAll(async () => {
  port = await listen(testApp.app);
  owner = await signUpMember(testApp.app, testApp.database.db);
  admin = await signUpAdmin(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp.close();
});

/** A JSON string of exactly `bytes` bytes, in slices. */
function* jsonOf(bytes: number, slice = 16 * 1024): Generator<Buffer> {
  const body = Buffer.from(`"${'a'.repeat(bytes - 2)}"`);
  for (let at = 0; at < body.length; at += slice) yield body.subarray(at, at + slice);
}

const pathOf = (url: string) =>
  url.replace(/\*$/, 'sign-in/email').replace(/:[A-Za-z0-9_]+/g, () => randomUUID());

describe('a chunked body one byte over its route’s limit', () => {
  it('is sent to every route that takes a body', () => {
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/organizations/:id',
        'POST /api/auth/*',
        'POST /api/payments/webhook',
        'POST /api/organizations/:id/views',
      ]),
    );
  });

  it.each(routes.map((route) => ({ ...route, name: `${route.method} ${route.url}` })))(
    '$name answers 413',
    async (route) => {
      // Whoever the route lets as far as its body: the console's routes take administrators.
      const caller = route.url.startsWith('/api/admin/') ? admin : owner;
      const response = await plainRequest(port, {
        method: route.method,
        path: pathOf(route.url),
        headers: caller.browser.headers({
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        }),
        chunks: jsonOf(route.limit + 1),
      });
      expect(response.status, response.body).toBe(413);
      expect(JSON.parse(response.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    },
  );
});
