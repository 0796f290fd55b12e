import type { AlertSettings } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signInGuest, signUpMember, type Member } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';

const SETTINGS = '/api/users/me/alert-settings';

let testApp: TestApp;
let member: Member;
let other: Member;
const db = () => testApp.database.db;
const dataOf = (response: { json(): unknown }) => (response.json() as { data: AlertSettings }).data;

beforeAll(async () => {
  testApp = await buildTestApp();
  member = await signUpMember(testApp.app, db());
  other = await signUpMember(testApp.app, db());
});

afterAll(async () => {
  await testApp?.close();
});

const put = (browser: Browser, payload: unknown) =>
  browser.request({ method: 'PUT', url: SETTINGS, payload });

describe('alert settings', () => {
  it('are weekly for followed organizations until changed, and each person’s own', async () => {
    expect(dataOf(await member.browser.get(SETTINGS))).toEqual({ follows: 'weekly' });
    const changed = await put(member.browser, { follows: 'daily' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers['cache-control']).toBe('private, no-store');
    expect(dataOf(changed)).toEqual({ follows: 'daily' });
    expect(dataOf(await member.browser.get(SETTINGS))).toEqual({ follows: 'daily' });
    expect(dataOf(await other.browser.get(SETTINGS))).toEqual({ follows: 'weekly' });
    expect(dataOf(await put(member.browser, { follows: 'off' }))).toEqual({ follows: 'off' });
  });

  it('refuses what is not a setting, and keeps the one saved', async () => {
    for (const payload of [{ follows: 'hourly' }, {}, { follows: null }, ['off']]) {
      const response = await put(other.browser, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const response = await put(other.browser, { follows: 'monthly' });
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('Alerts must be daily, weekly or off.'),
      },
    });
    expect(dataOf(await other.browser.get(SETTINGS))).toEqual({ follows: 'weekly' });
  });

  it('are for verified accounts only', async () => {
    const unverified = await signUpMember(testApp.app, db(), { verified: false });
    const guest = (await signInGuest(testApp.app)).browser;
    const nobody = new Browser(testApp.app);
    for (const [browser, status] of [
      [nobody, 401],
      [guest, 401],
      [unverified.browser, 403],
    ] as const) {
      expect((await browser.get(SETTINGS)).statusCode).toBe(status);
      expect((await put(browser, { follows: 'daily' })).statusCode).toBe(status);
    }
  });
});
