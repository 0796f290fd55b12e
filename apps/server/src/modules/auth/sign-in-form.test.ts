import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { signUpMember } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { FOREIGN_FORM_MESSAGE } from '../../plugins/html-forms.js';

const ORIGIN = 'https://profiles.test';
const FORM = 'application/x-www-form-urlencoded';

const testApp = await buildTestApp();

afterAll(async () => {
  await testApp.close();
});

function formPost(
  browser: Browser,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
) {
  return browser.request({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': FORM, ...headers },
  });
}

async function sessionOf(browser: Browser) {
  const response = await browser.get('/api/auth/get-session');
  return response.json() as { user?: { email: string } } | null;
}

describe('POST /login (the sign-in form without JavaScript)', () => {
  it('signs in with email and password and sends the browser back where it came from', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const browser = new Browser(testApp.app);
    const response = await formPost(browser, '/login', {
      email: member.email,
      password: member.password,
      returnTo: '/organizations/some-org',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/organizations/some-org');
    expect((await sessionOf(browser))?.user?.email).toBe(member.email);
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example/steal',
    // Browsers drop tabs and line breaks from a Location: these would read as //evil.example.
    '/\t/evil.example/steal',
    '/\n/evil.example/steal',
    'https://evil.example/steal',
  ])('goes to the dashboard when another site is named (%j)', async (returnTo) => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const browser = new Browser(testApp.app);
    const response = await formPost(browser, '/login', {
      email: member.email,
      password: member.password,
      returnTo,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
  });

  it('sends a wrong password back to the form with its code, and signs no one in', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const browser = new Browser(testApp.app);
    const response = await formPost(browser, '/login', {
      email: member.email,
      password: 'not the password at all',
      returnTo: '/faq',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      '/login?signInError=INVALID_EMAIL_OR_PASSWORD&returnTo=%2Ffaq',
    );
    expect((await sessionOf(browser))?.user).toBeUndefined();
  });

  it('refuses a form sent from another site, or with no origin at all (CSRF)', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const fields = { email: member.email, password: member.password };
    const foreign = new Browser(testApp.app);
    const fromElsewhere = await formPost(foreign, '/login', fields, {
      origin: 'https://evil.example',
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.body).toBe(FOREIGN_FORM_MESSAGE);
    expect(fromElsewhere.headers['set-cookie']).toBeUndefined();

    const crossSite = await formPost(foreign, '/login', fields, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const opaque = await formPost(foreign, '/login', fields, { origin: 'null' });
    expect(opaque.statusCode).toBe(403);
    expect((await sessionOf(foreign))?.user).toBeUndefined();

    const sameOrigin = await formPost(foreign, '/login', fields, {
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(303);
  });

  it('is held by the same limit as the sign-in endpoint', async () => {
    const browser = new Browser(testApp.app);
    const codes: string[] = [];
    // The back-off of password checks per client and Better Auth's 30 a minute per address
    // (password-attempts.ts, auth.ts) hold the form as they hold the endpoint.
    for (let attempt = 0; attempt < 32; attempt += 1) {
      const response = await formPost(browser, '/login', {
        email: `nobody-${attempt}@example.org`,
        password: 'whatever it is',
      });
      expect(response.statusCode).toBe(303);
      codes.push(
        new URL(response.headers.location as string, ORIGIN).searchParams.get('signInError') ?? '',
      );
    }
    expect(codes[0]).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    const firstRefusal = codes.indexOf('TOO_MANY_REQUESTS');
    expect(codes.slice(0, firstRefusal).every((code) => code === 'INVALID_EMAIL_OR_PASSWORD')).toBe(
      true,
    );
  });
});

describe('POST /logout (the sign-out form without JavaScript)', () => {
  it('ends the session and goes home', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const response = await formPost(member.browser, '/logout', {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    expect((await sessionOf(member.browser))?.user).toBeUndefined();
  });

  it('refuses a sign-out sent from another site', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const response = await formPost(
      member.browser,
      '/logout',
      {},
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect((await sessionOf(member.browser))?.user?.email).toBe(member.email);
  });
});
