import { randomBytes } from 'node:crypto';
import { displayNameMessages } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { users } from '../../db/schema/index.js';
import { createAuth } from './auth.js';
import { isPublicAuthRoute } from './public-auth-routes.js';

const PASSWORD = 'correct horse battery staple';

let testApp: TestApp;
let member: { browser: Browser; userId: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  const browser = new Browser(testApp.app);
  const signUp = await browser.signUp('member@example.org', PASSWORD, 'Ada Byron');
  member = { browser, userId: (signUp.json() as { user: { id: string } }).user.id };
});

afterAll(async () => {
  await testApp?.close();
});

/** Every endpoint the auth library defines, with each method it answers. */
function libraryEndpoints(): Array<{ method: string; path: string }> {
  const auth = createAuth({
    config: testApp.config,
    db: testApp.database.db,
    mailer: { send: async () => undefined },
    secret: randomBytes(32).toString('base64url'),
    handOverGuest: async () => undefined,
  });
  return Object.values(auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    if (!path) return [];
    const methods = [options?.method].flat().filter((m): m is string => typeof m === 'string');
    return methods.flatMap((method) =>
      method === '*' ? ['GET', 'POST'].map((m) => ({ method: m, path })) : [{ method, path }],
    );
  });
}

describe('the auth endpoints reachable over HTTP', () => {
  it('are exactly those the product uses: every other one answers 404 without running', async () => {
    // GET /api/auth/verify-email is a route of the product's own (account.routes.ts).
    const endpoints = libraryEndpoints().filter(
      ({ method, path }) => !(method === 'GET' && path === '/verify-email'),
    );
    const closed = endpoints.filter(
      ({ method, path }) => !isPublicAuthRoute(method, path.replace(/:[a-zA-Z]+/g, 'google')),
    );
    // The ones a review found reachable, among the rest.
    for (const path of ['/verify-password', '/list-sessions', '/revoke-session', '/delete-user']) {
      expect(closed.map((endpoint) => endpoint.path)).toContain(path);
    }
    for (const { method, path } of closed) {
      if (!['GET', 'POST'].includes(method)) continue;
      const response = await member.browser.request({
        method: method as 'GET' | 'POST',
        url: `/api/auth${path.replace(/:[a-zA-Z]+/g, 'x')}`,
        ...(method === 'POST' ? { payload: { password: PASSWORD, token: 'x' } } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json(), `${method} ${path}`).toMatchObject({
        error: { code: 'NOT_FOUND' },
      });
    }
  });

  it('stays closed in every spelling of a closed path', async () => {
    for (const url of [
      '/api/auth/verify-password/',
      '/api/auth//verify-password',
      '/api/auth/VERIFY-PASSWORD',
      '/api/auth/verify%2Dpassword',
      '/api/auth/get-session/../verify-password',
      '/api/auth/./list-sessions',
    ]) {
      const response = await member.browser.request({
        method: 'POST',
        url,
        payload: { password: PASSWORD },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('hand out the session without its token', async () => {
    const response = await member.browser.get('/api/auth/get-session');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { session: Record<string, unknown>; user: { id: string } };
    expect(body.user.id).toBe(member.userId);
    expect(body.session).toMatchObject({ userId: member.userId });
    expect(body.session).not.toHaveProperty('token');
    expect(response.body).not.toMatch(/"token"/);
    expect(response.headers['set-auth-token']).toBeUndefined();
  });
});

describe('POST /api/auth/update-user', () => {
  async function nameOf(userId: string) {
    const [row] = await testApp.database.db
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  it('changes the display name, and nothing else', async () => {
    const renamed = await member.browser.post('/api/auth/update-user', { name: 'Ada Lovelace' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await nameOf(member.userId)).toEqual({ name: 'Ada Lovelace', image: null });

    const withImage = await member.browser.post('/api/auth/update-user', {
      name: 'Ada',
      image: 'https://tracker.example/pixel.gif',
    });
    expect(withImage.statusCode).toBe(400);
    expect(withImage.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await nameOf(member.userId)).toEqual({ name: 'Ada Lovelace', image: null });
  });

  it('keeps the rules of the settings form', async () => {
    const empty = await member.browser.post('/api/auth/update-user', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: displayNameMessages.required,
    });
    const long = await member.browser.post('/api/auth/update-user', { name: 'n'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: displayNameMessages.tooLong });
    const signUp = await new Browser(testApp.app).signUp(
      'long-name@example.org',
      PASSWORD,
      'n'.repeat(81),
    );
    expect(signUp.statusCode).toBe(400);
    expect(await nameOf(member.userId)).toMatchObject({ name: 'Ada Lovelace' });
  });
});
