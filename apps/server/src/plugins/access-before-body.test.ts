import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { signInGuest, signUpMember } from '../../test/factories.js';
import { imageUpload } from '../../test/image-fixtures.js';
import { listen, plainRequest } from '../../test/listening-app.js';
import { Browser } from '../../test/stand-ins/browser.js';

/**
 * Who is asking comes before what they sent: a route that needs a session refuses a caller
 * without the right one before reading the body, so whatever the body is (malformed, too
 * large, of a type the route does not take) the answer is the refusal, the same as for a
 * perfect body. Routes are read as the app registers them: one that declares a 401 needs a
 * session, so a route added later is held to this too.
 */
interface GuardedRoute {
  method: string;
  url: string;
  statuses: readonly number[];
}

const routes: GuardedRoute[] = [];
function onRoute(route: RouteOptions) {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  for (const method of [route.method].flat()) {
    routes.push({ method, url: route.url, statuses: Object.keys(response ?? {}).map(Number) });
  }
}

const testApp = await buildTestApp({ onRoute });
const { app } = testApp;
const db = testApp.database.db;

afterAll(async () => {
  await testApp.close();
});

const WITH_BODIES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const bodyRoutes = routes.filter((route) => WITH_BODIES.includes(route.method));
const sessionRoutes = bodyRoutes.filter((route) => route.statuses.includes(401));
const adminRoutes = bodyRoutes.filter((route) => route.url.startsWith('/api/admin/'));

const pathOf = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());

const upload = imageUpload(Buffer.from('not an image'));
const BAD_BODIES: Array<{ name: string; payload: string | Buffer; type: string }> = [
  { name: 'malformed JSON', payload: '{"reason": ', type: 'application/json' },
  { name: 'JSON of the wrong shape', payload: '[1, "two", null]', type: 'application/json' },
  {
    name: 'JSON over the body limit',
    payload: JSON.stringify({ reason: 'x'.repeat(300 * 1024) }),
    type: 'application/json',
  },
  { name: 'plain text', payload: 'reason=spam', type: 'text/plain' },
  { name: 'a form', payload: 'reason=spam', type: 'application/x-www-form-urlencoded' },
  { name: 'multipart', payload: upload.payload, type: upload.headers['content-type']! },
];

async function send(browser: Browser, route: GuardedRoute, body: (typeof BAD_BODIES)[number]) {
  return app.inject({
    method: route.method as 'POST',
    url: pathOf(route.url),
    headers: browser.headers({ 'content-type': body.type }),
    payload: body.payload,
  });
}

const stranger = new Browser(app);
const guest = (await signInGuest(app)).browser;
const member = (await signUpMember(app, db)).browser;

describe('routes that need a session', () => {
  it('are found: owners’ writes, uploads, the console', () => {
    expect(sessionRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/organizations/:id',
        'POST /api/organizations/:id/logo',
        'POST /api/admin/organizations/:id/hide',
        'POST /api/admin/guest-codes',
      ]),
    );
  });

  it.each(sessionRoutes.map((route) => ({ ...route, name: `${route.method} ${route.url}` })))(
    '$name refuses a signed-out caller with 401, whatever the body',
    async (route) => {
      for (const body of BAD_BODIES) {
        const response = await send(stranger, route, body);
        expect(response.statusCode, `${body.name}: ${response.body}`).toBe(401);
        expect(response.json().error.code, body.name).toBe('UNAUTHENTICATED');
      }
    },
  );
});

describe('the admin console', () => {
  it.each(adminRoutes.map((route) => ({ ...route, name: `${route.method} ${route.url}` })))(
    '$name refuses guests and members with 403, whatever the body',
    async (route) => {
      for (const [caller, browser] of [
        ['guest', guest],
        ['member', member],
      ] as const) {
        for (const body of BAD_BODIES) {
          const response = await send(browser, route, body);
          expect(response.statusCode, `${caller}, ${body.name}: ${response.body}`).toBe(403);
          expect(response.json().error.code, `${caller}, ${body.name}`).toBe('FORBIDDEN');
        }
      }
    },
  );
});

describe('an upload from a guest, over a socket', () => {
  const SLICE = 64 * 1024;
  /** Far more than the server and the sockets between would take in without reading it. */
  const SLICES = 320;
  let port: number;

  beforeAll(async () => {
    port = await listen(app);
  });

  it.each([
    ['multipart', upload.headers['content-type']!],
    ['JSON', 'application/json'],
  ])('is refused with 401 before its 20 MB of %s are read', async (_kind, type) => {
    let sent = 0;
    function* slices(): Generator<Buffer> {
      for (; sent < SLICES; sent += 1) yield Buffer.alloc(SLICE, 0x20);
    }
    const response = await plainRequest(port, {
      method: 'POST',
      path: `/api/organizations/${randomUUID()}/logo`,
      headers: guest.headers({ 'content-type': type, 'transfer-encoding': 'chunked' }),
      chunks: slices(),
    });
    expect(response.status, response.body).toBe(401);
    expect(JSON.parse(response.body).error.code).toBe('UNAUTHENTICATED');
    expect(sent).toBeLessThan(SLICES);
  });
});
