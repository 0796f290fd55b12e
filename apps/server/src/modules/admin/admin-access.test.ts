import { randomUUID } from 'node:crypto';
import { moderationMessages } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { signInGuest, signUpAdmin, signUpMember } from '../../../test/factories.js';
import { RouteRecorder, targetName } from '../../../test/route-fuzz.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { users } from '../../db/schema/index.js';
import { SIGNED_OUT_MESSAGE, UNVERIFIED_MESSAGE } from '../../plugins/session.js';

/**
 * Every route under /api/admin, as the app registers them (so one added later is checked
 * too), called by each kind of caller: only an administrator gets past the guard, and nobody
 * else gets anything of the route's data.
 */
const recorder = new RouteRecorder();
const testApp = await buildTestApp({ onRoute: recorder.onRoute });
const { app } = testApp;
const db = testApp.database.db;

afterAll(async () => {
  await testApp.close();
});

const adminRoutes = recorder.routes.filter(
  (route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD',
);

/** A concrete address of the route: every parameter an id that names nothing. */
const pathOf = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());

function call(browser: Browser, route: { method: string; url: string }) {
  return browser.request({
    method: route.method as 'GET',
    url: pathOf(route.url),
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

const stranger = new Browser(app);
const guest = (await signInGuest(app)).browser;
const unverified = (await signUpMember(app, db, { verified: false })).browser;
const member = (await signUpMember(app, db)).browser;
const admin = (await signUpAdmin(app, db)).browser;

describe('the admin console’s routes', () => {
  it('are all found: the moderation queue, organizations, users, guest codes, the audit log', () => {
    expect(adminRoutes.map(targetName)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/reports',
        'POST /api/admin/organizations/:id/dismiss-reports',
        'POST /api/admin/organizations/:id/hide',
        'POST /api/admin/organizations/:id/restore',
        'GET /api/admin/organizations',
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'POST /api/admin/users/:id/disable',
        'POST /api/admin/users/:id/enable',
        'GET /api/admin/guest-codes',
        'POST /api/admin/guest-codes',
        'POST /api/admin/guest-codes/:id/revoke',
        'GET /api/admin/audit-log',
      ]),
    );
  });

  it.each(adminRoutes.map((route) => ({ ...route, name: targetName(route) })))(
    '$name: 401 without a session, 403 to guests and members, open to administrators',
    async (route) => {
      const signedOut = await call(stranger, route);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      expect(signedOut.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: SIGNED_OUT_MESSAGE },
      });
      for (const [name, browser] of [
        ['guest', guest],
        ['unverified member', unverified],
        ['verified member', member],
      ] as const) {
        const refused = await call(browser, route);
        expect(refused.statusCode, `${name}: ${refused.body}`).toBe(403);
        // The error envelope and nothing else: no data, however partial.
        expect(refused.json(), name).toEqual({
          error: { code: 'FORBIDDEN', message: moderationMessages.adminOnly },
        });
        expect(refused.headers['cache-control'], name).toBe('no-store');
      }
      const allowed = await call(admin, route);
      expect([401, 403], `administrator: ${allowed.body}`).not.toContain(allowed.statusCode);
      expect(allowed.statusCode, `administrator: ${allowed.body}`).toBeLessThan(500);
      expect(allowed.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('the administrator role', () => {
  it('is read on every request: granted, the console opens; revoked, it closes', async () => {
    const person = await signUpMember(app, db);
    expect((await person.browser.get('/api/admin/reports')).statusCode).toBe(403);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, person.userId));
    expect((await person.browser.get('/api/admin/reports')).statusCode).toBe(200);
    const profile = await person.browser.get('/api/users/profile');
    expect(profile.json()).toMatchObject({ data: { role: 'admin' } });
    await db.update(users).set({ role: 'member' }).where(eq(users.id, person.userId));
    expect((await person.browser.get('/api/admin/reports')).statusCode).toBe(403);
  });

  it('opens nothing to an address nobody has verified', async () => {
    const person = await signUpMember(app, db, { verified: false });
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, person.userId));
    const response = await person.browser.get('/api/admin/users');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: UNVERIFIED_MESSAGE },
    });
  });

  it('cannot be set by the person through Better Auth', async () => {
    const person = await signUpMember(app, db);
    const response = await person.browser.post('/api/auth/update-user', {
      name: 'Person',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, person.userId));
    expect(row?.role).toBe('member');
  });

  it('is no role at sign-up, whatever the form says', async () => {
    const browser = new Browser(app);
    const response = await browser.post('/api/auth/sign-up/email', {
      email: `climber-${randomUUID()}@example.org`,
      password: 'a long passphrase 1',
      name: 'Climber',
      role: 'admin',
    });
    expect(response.statusCode, response.body).toBe(200);
    const userId = (response.json() as { user: { id: string } }).user.id;
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    expect(row?.role).toBe('member');
  });
});
