import type { ApiError, SavedSearch, SavedSearchList } from '@catalyst/shared';
import {
  ALL_ORGANIZATIONS_SEARCH_NAME,
  authMessages,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_PER_USER_MAX,
  savedSearchMessages,
  sessionMessages,
} from '@catalyst/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signUpCast, signUpMember, type Member } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { savedSearches } from '../../db/schema/index.js';
import { UNVERIFIED_MESSAGE } from '../../plugins/session.js';

let testApp: TestApp;
let person: Member;
let other: Member;
let unverified: Member;
let guest: Browser;

const SEARCHES = '/api/users/me/saved-searches';
const db = () => testApp.database.db;
const errorOf = (response: { json(): unknown }) => (response.json() as ApiError).error;
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const put = (browser: Browser, id: string, payload: unknown) =>
  browser.request({ method: 'PUT', url: `${SEARCHES}/${id}`, payload });

async function save(browser: Browser, payload: Record<string, unknown>) {
  const response = await browser.post(SEARCHES, payload);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<SavedSearch>(response);
}

async function listOf(browser: Browser) {
  const response = await browser.get(SEARCHES);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<SavedSearchList>(response).items;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  let stranger: Member;
  ({ owner: person, stranger, unverified, guest } = await signUpCast(testApp.app, db()));
  other = stranger;
});

afterAll(async () => {
  await testApp?.close();
});

describe('who may save searches', () => {
  it('a verified account only: nobody and a guest 401, an unverified account 403', async () => {
    const nobody = new Browser(testApp.app);
    const body = { query: 'q=ocean', alerts: 'daily' };
    const id = randomUUID();
    const cases: Array<[Browser, number, string]> = [
      [nobody, 401, sessionMessages.notAuthenticated],
      [guest, 401, authMessages.guard.permanentAccount],
      [unverified.browser, 403, UNVERIFIED_MESSAGE],
    ];
    for (const [browser, status, message] of cases) {
      for (const response of [
        await browser.get(SEARCHES),
        await browser.post(SEARCHES, body),
        await put(browser, id, body),
        await browser.delete(`${SEARCHES}/${id}`),
      ]) {
        expect(response.statusCode).toBe(status);
        expect(errorOf(response).message).toBe(message);
      }
    }
    expect(await db().select().from(savedSearches)).toEqual([]);
  });
});

describe('saving a search', () => {
  it('keeps the directory address in one spelling, named or named after the search', async () => {
    const member = await signUpMember(testApp.app, db());
    const named = await save(member.browser, {
      query:
        '?q=  solar   power &categories=technology&categories=clean_energy&country=DE&hiring=true&cursor=abc&limit=12&utm_source=mail',
      alerts: 'weekly',
      name: '  Solar in Germany  ',
    });
    expect(named).toMatchObject({
      name: 'Solar in Germany',
      query: 'q=solar+power&country=DE&categories=clean_energy%2Ctechnology&hiring=true',
      alerts: 'weekly',
    });
    expect(Date.parse(named.createdAt)).not.toBeNaN();

    const unnamed = await save(member.browser, { query: 'sort=name', alerts: 'off' });
    expect(unnamed).toMatchObject({ name: ALL_ORGANIZATIONS_SEARCH_NAME, query: 'sort=name' });
    const described = await save(member.browser, {
      query: 'q=ocean&country=KE&categories=cooperative',
      alerts: 'daily',
      name: '   ',
    });
    expect(described.name).toBe('“ocean” · KE · 1 category');

    expect((await listOf(member.browser)).map((search) => search.id).sort()).toEqual(
      [named.id, unnamed.id, described.id].sort(),
    );
  });

  it('is the same search however the address spells it: saved once', async () => {
    const member = await signUpMember(testApp.app, db());
    await save(member.browser, { query: 'categories=clean_energy,cooperative', alerts: 'daily' });
    for (const query of [
      'categories=cooperative,clean_energy',
      '?categories=cooperative&categories=clean_energy&country=all',
      // Newest is the default order without a search: naming it selects nothing new.
      'categories=clean_energy,cooperative&sort=newest',
    ]) {
      const again = await member.browser.post(SEARCHES, { query, alerts: 'weekly' });
      expect(again.statusCode, query).toBe(409);
      expect(errorOf(again)).toEqual({ code: 'CONFLICT', message: savedSearchMessages.duplicate });
    }
    // Another person saves the same search for themselves.
    await save(other.browser, { query: 'categories=clean_energy,cooperative', alerts: 'off' });
  });

  it('checks the query as the listing does, and the name and alerts', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ query: 'country=ZZ', alerts: 'daily' }, 'Unknown country: ZZ.'],
      [
        { query: 'categories=no_such_category', alerts: 'daily' },
        'Unknown category: no_such_category.',
      ],
      [{ query: 'sort=loudest', alerts: 'daily' }, 'Sort must be one of'],
      [
        { query: `q=${'x'.repeat(101)}`, alerts: 'daily' },
        'A search can be at most 100 characters.',
      ],
      [{ query: 'hiring=maybe', alerts: 'daily' }, 'Hiring must be true or false.'],
      [{ query: 'q=a', alerts: 'hourly' }, savedSearchMessages.alertsInvalid],
      [
        { query: 'q=a', alerts: 'daily', name: 'n'.repeat(SAVED_SEARCH_NAME_MAX + 1) },
        savedSearchMessages.nameTooLong,
      ],
      [{ query: `q=a&${'x'.repeat(4000)}`, alerts: 'daily' }, savedSearchMessages.queryTooLong],
      [{ alerts: 'daily' }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await person.browser.post(SEARCHES, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
    expect(await listOf(person.browser)).toEqual([]);
  });

  it(`stops at ${SAVED_SEARCHES_PER_USER_MAX} searches`, async () => {
    const member = await signUpMember(testApp.app, db());
    await db()
      .insert(savedSearches)
      .values(
        Array.from({ length: SAVED_SEARCHES_PER_USER_MAX }, (_, i) => ({
          userId: member.userId,
          name: `Search ${i}`,
          query: `q=term${i}`,
          alerts: 'off' as const,
        })),
      );
    const refused = await member.browser.post(SEARCHES, { query: 'q=one-more', alerts: 'daily' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: savedSearchMessages.tooMany });
    expect((await listOf(member.browser)).length).toBe(SAVED_SEARCHES_PER_USER_MAX);
  });
});

describe('changing and deleting', () => {
  it('replaces the whole search, and deletes it', async () => {
    const member = await signUpMember(testApp.app, db());
    const saved = await save(member.browser, { query: 'q=ocean', alerts: 'daily', name: 'Ocean' });
    const other = await save(member.browser, { query: 'q=forest', alerts: 'daily' });

    const changed = await put(member.browser, saved.id, {
      query: 'q=ocean&hiring=true',
      alerts: 'off',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<SavedSearch>(changed)).toMatchObject({
      id: saved.id,
      name: '“ocean” · hiring now',
      query: 'q=ocean&hiring=true',
      alerts: 'off',
      createdAt: saved.createdAt,
    });
    // Made the same as another of theirs: refused, the search left as it was.
    const clash = await put(member.browser, saved.id, { query: 'q=forest', alerts: 'off' });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(savedSearchMessages.duplicate);

    const deleted = await member.browser.delete(`${SEARCHES}/${saved.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(dataOf(deleted)).toEqual({ deleted: true });
    expect((await listOf(member.browser)).map((search) => search.id)).toEqual([other.id]);
    expect((await member.browser.delete(`${SEARCHES}/${saved.id}`)).statusCode).toBe(404);
  });

  it('another person’s search is not found, and stays as it was', async () => {
    const mine = await save(person.browser, { query: 'q=river', alerts: 'weekly', name: 'Mine' });
    const changed = await put(other.browser, mine.id, { query: 'q=hijacked', alerts: 'daily' });
    expect(changed.statusCode).toBe(404);
    expect(errorOf(changed).message).toBe(savedSearchMessages.notFound);
    expect((await other.browser.delete(`${SEARCHES}/${mine.id}`)).statusCode).toBe(404);
    expect((await listOf(other.browser)).map((search) => search.id)).not.toContain(mine.id);
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, mine.id));
    expect(row).toMatchObject({ name: 'Mine', query: 'q=river', alerts: 'weekly' });
    expect((await put(person.browser, 'not-an-id', { query: '', alerts: 'off' })).statusCode).toBe(
      400,
    );
  });

  it('answers privately', async () => {
    const saved = await save(person.browser, { query: 'q=cache', alerts: 'off' });
    for (const response of [
      await person.browser.get(SEARCHES),
      await put(person.browser, saved.id, { query: 'q=cache', alerts: 'daily' }),
      await person.browser.delete(`${SEARCHES}/${saved.id}`),
    ]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});
