import type { ApiError, OpenRole } from '@catalyst/shared';
import {
  authMessages,
  openRoleMessages,
  organizationFormMessages,
  sessionMessages,
  teamMessages,
  utcDay,
} from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  createOrganization,
  openRoleRow,
  roleInput,
  signUpCast,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { openRoles } from '../../db/schema/index.js';
import { UNVERIFIED_MESSAGE } from '../../plugins/session.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => utcDay(new Date(Date.now() + days * DAY_MS));

let testApp: TestApp;
let owner: Member;
let editor: Member;
let stranger: Member;
let unverified: Member;
let guest: Browser;
let publishedId: string;
let publishedSlug: string;
let pendingId: string;

const db = () => testApp.database.db;

/** A role as a form sends it: every required field, valid. */

const rolesOf = (organizationId: string) => `/api/organizations/${organizationId}/roles`;

function put(browser: Browser, url: string, payload: unknown) {
  return browser.request({ method: 'PUT', url, payload });
}

async function post(browser: Browser, organizationId: string, payload: unknown) {
  return browser.post(rolesOf(organizationId), payload);
}

async function postRole(organizationId: string, overrides: Record<string, unknown> = {}) {
  const response = await post(owner.browser, organizationId, roleInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: OpenRole }).data;
}

const errorOf = (response: { json(): unknown }) => (response.json() as ApiError).error;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ owner, editor, stranger, unverified, guest } = await signUpCast(testApp.app, db()));
  const published = await createOrganization(db(), { createdBy: owner.userId });
  const pending = await createOrganization(db(), { createdBy: owner.userId, status: 'pending' });
  publishedId = published.id;
  publishedSlug = published.slug;
  pendingId = pending.id;
  await addMember(db(), publishedId, editor.userId);
  await addMember(db(), pendingId, editor.userId);
});

afterAll(async () => {
  await testApp?.close();
});

describe('posting a role', () => {
  it('is for the organization’s owners and editors: others are told why not', async () => {
    const nobody = new Browser(testApp.app);
    const cases: Array<[Browser, number, string]> = [
      [nobody, 401, sessionMessages.notAuthenticated],
      [guest, 401, authMessages.guard.permanentAccount],
      [unverified.browser, 403, UNVERIFIED_MESSAGE],
      [stranger.browser, 403, organizationFormMessages.noPermission],
    ];
    for (const [browser, status, message] of cases) {
      const response = await post(browser, publishedId, roleInput());
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).message).toBe(message);
    }
    // An unpublished organization does not exist to anyone outside it.
    const hidden = await post(stranger.browser, pendingId, roleInput());
    expect(hidden.statusCode).toBe(404);
    expect((await post(editor.browser, publishedId, roleInput())).statusCode).toBe(201);
    expect((await post(owner.browser, publishedId, roleInput())).statusCode).toBe(201);
  });

  it('stores the role as sent, open for 60 days when no last day is given', async () => {
    const role = await postRole(publishedId, { title: '  Data Analyst  ' });
    expect(role).toMatchObject({
      title: 'Data Analyst',
      team: 'Programs',
      employmentType: 'full_time',
      workplace: 'hybrid',
      location: 'Berlin',
      remoteCountries: [],
      salaryMin: 48000,
      salaryMax: 56000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      applyUrl: 'https://example.org/jobs/1',
      applyEmail: null,
      validThrough: inDays(60),
      status: 'open',
    });
  });

  it('keeps a remote role’s countries, once each', async () => {
    const role = await postRole(publishedId, {
      workplace: 'remote',
      location: null,
      remoteCountries: ['DE', 'FR', 'DE'],
      applyUrl: null,
      applyEmail: 'jobs@example.org',
      validThrough: inDays(10),
    });
    expect(role).toMatchObject({
      remoteCountries: ['DE', 'FR'],
      applyEmail: 'jobs@example.org',
      validThrough: inDays(10),
    });
  });

  it.each([
    ['no salary', { salaryMin: undefined, salaryMax: undefined }, openRoleMessages.salaryRequired],
    [
      'a salary of 0 for paid work',
      { salaryMin: 0, salaryMax: 0 },
      openRoleMessages.salaryRequired,
    ],
    ['a fraction', { salaryMin: 100.5 }, openRoleMessages.salaryWhole],
    ['a negative salary', { salaryMin: -1 }, openRoleMessages.salaryNegative],
    ['a salary past any we list', { salaryMax: 1e12 }, openRoleMessages.salaryTooLarge],
    ['a range upside down', { salaryMin: 60000, salaryMax: 50000 }, openRoleMessages.salaryRange],
    ['a salary as text', { salaryMin: '48000' }, openRoleMessages.salaryRequired],
    ['an unknown currency', { salaryCurrency: 'XYZ' }, openRoleMessages.currencyUnknown],
  ])('refuses %s with the form’s message', async (_case, overrides, message) => {
    const response = await post(owner.browser, publishedId, roleInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('takes a volunteer role at no pay', async () => {
    const role = await postRole(publishedId, {
      employmentType: 'volunteer',
      salaryMin: 0,
      salaryMax: 0,
    });
    expect(role.salaryMax).toBe(0);
  });

  it.each([
    ['both ways to apply', { applyEmail: 'jobs@example.org' }, openRoleMessages.applyOneWay],
    ['no way to apply', { applyUrl: null }, openRoleMessages.applyOneWay],
    ['a script link', { applyUrl: 'javascript:alert(1)' }, openRoleMessages.applyUrlInvalid],
    [
      'a remote role with no countries',
      { workplace: 'remote', location: null },
      openRoleMessages.remoteCountriesRequired,
    ],
    ['an on-site role with no place', { location: '  ' }, openRoleMessages.locationRequired],
    ['a last day gone by', { validThrough: inDays(-1) }, openRoleMessages.validThroughPast],
    [
      'a last day over a year on',
      { validThrough: inDays(400) },
      openRoleMessages.validThroughTooFar,
    ],
    [
      'a day that does not exist',
      { validThrough: '2027-02-30' },
      openRoleMessages.validThroughInvalid,
    ],
    ['no title', { title: ' ' }, openRoleMessages.titleRequired],
    [
      'a description past the limit',
      { description: 'x'.repeat(10_001) },
      openRoleMessages.descriptionTooLong,
    ],
  ])('refuses %s', async (_case, overrides, message) => {
    const response = await post(owner.browser, publishedId, roleInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('refuses fields it does not know and bodies that are not a role', async () => {
    const extra = await post(owner.browser, publishedId, { ...roleInput(), closedAt: null });
    expect(extra.statusCode).toBe(400);
    for (const body of [[], { title: { $gt: '' } }, { ...roleInput(), salaryMin: null }]) {
      expect((await post(owner.browser, publishedId, body)).statusCode).toBe(400);
    }
  });

  it('caps the open roles of one organization, counting neither closed nor ended ones', async () => {
    const organization = await createOrganization(db(), { createdBy: owner.userId });
    const row = openRoleRow(organization.id, {
      title: 'Filler',
      applyEmail: null,
      applyUrl: 'https://example.org',
      validThrough: inDays(5),
    });
    await db()
      .insert(openRoles)
      .values([
        ...Array.from({ length: 49 }, () => row),
        { ...row, closedAt: new Date() },
        { ...row, validThrough: inDays(-1) },
      ]);
    await postRole(organization.id);
    const over = await post(owner.browser, organization.id, roleInput());
    expect(over.statusCode).toBe(409);
    expect(errorOf(over).message).toBe(openRoleMessages.tooMany);
  });
});

describe('reading roles', () => {
  it('shows anyone the open roles of a listed organization, by id or by slug', async () => {
    const role = await postRole(publishedId, { title: 'Visible To All' });
    for (const browser of [new Browser(testApp.app), guest, stranger.browser]) {
      for (const ref of [publishedId, publishedSlug]) {
        const list = await browser.get(rolesOf(ref));
        expect(list.statusCode).toBe(200);
        const titles = (list.json() as { data: OpenRole[] }).data.map((item) => item.title);
        expect(titles).toContain('Visible To All');
        const one = await browser.get(`${rolesOf(ref)}/${role.id}`);
        expect(one.statusCode).toBe(200);
        expect((one.json() as { data: OpenRole }).data.title).toBe('Visible To All');
      }
    }
  });

  it('shows an unpublished organization’s roles to its people alone, as a preview', async () => {
    const response = await post(editor.browser, pendingId, roleInput({ title: 'Preview Only' }));
    expect(response.statusCode).toBe(201);
    const role = (response.json() as { data: OpenRole }).data;
    for (const browser of [new Browser(testApp.app), guest, stranger.browser, unverified.browser]) {
      expect((await browser.get(rolesOf(pendingId))).statusCode).toBe(404);
      expect((await browser.get(`${rolesOf(pendingId)}/${role.id}`)).statusCode).toBe(404);
    }
    for (const browser of [owner.browser, editor.browser]) {
      const list = await browser.get(rolesOf(pendingId));
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect((list.json() as { data: OpenRole[] }).data.map((item) => item.id)).toEqual([role.id]);
    }
  });

  it('answers 404 for a role of another organization and for a malformed id', async () => {
    const other = await createOrganization(db(), { createdBy: stranger.userId });
    const theirs = await post(stranger.browser, other.id, roleInput());
    const theirRole = (theirs.json() as { data: OpenRole }).data;
    expect((await owner.browser.get(`${rolesOf(publishedId)}/${theirRole.id}`)).statusCode).toBe(
      404,
    );
    const edit = await put(owner.browser, `${rolesOf(publishedId)}/${theirRole.id}`, roleInput());
    expect(edit.statusCode).toBe(404);
    const removal = await owner.browser.delete(`${rolesOf(publishedId)}/${theirRole.id}`);
    expect(removal.statusCode).toBe(404);
    expect((await stranger.browser.get(`${rolesOf(other.id)}/${theirRole.id}`)).statusCode).toBe(
      200,
    );
    expect((await owner.browser.get(`${rolesOf(publishedId)}/not-a-uuid`)).statusCode).toBe(400);
  });
});

describe('a role’s end', () => {
  it('leaves the public view the day after its last day, and its people see it ended', async () => {
    const role = await postRole(publishedId, { title: 'Ends Soon', validThrough: inDays(0) });
    const url = `${rolesOf(publishedId)}/${role.id}`;
    expect((await stranger.browser.get(url)).statusCode).toBe(200);

    // Its last day was yesterday: nothing ran, the answer changes on its own.
    await db()
      .update(openRoles)
      .set({ validThrough: inDays(-1) })
      .where(eq(openRoles.id, role.id));
    expect((await stranger.browser.get(url)).statusCode).toBe(404);
    const publicList = (await stranger.browser.get(rolesOf(publishedId))).json() as {
      data: OpenRole[];
    };
    expect(publicList.data.map((item) => item.id)).not.toContain(role.id);
    const mine = (await owner.browser.get(url)).json() as { data: OpenRole };
    expect(mine.data.status).toBe('expired');

    // Reopening needs a new last day.
    const withoutDate = roleInput({ title: 'Ends Soon' });
    const refused = await put(owner.browser, url, { ...withoutDate, status: 'open' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(openRoleMessages.reopenNeedsDate);
    const reopened = await put(editor.browser, url, {
      ...roleInput({ title: 'Ends Soon' }),
      validThrough: inDays(30),
      status: 'open',
    });
    expect(reopened.statusCode).toBe(200);
    expect((reopened.json() as { data: OpenRole }).data).toMatchObject({
      status: 'open',
      validThrough: inDays(30),
    });
    expect((await stranger.browser.get(url)).statusCode).toBe(200);
  });

  it('closes and reopens at its organization’s word, keeping the last day', async () => {
    const role = await postRole(publishedId, { validThrough: inDays(20) });
    const url = `${rolesOf(publishedId)}/${role.id}`;
    const fields = roleInput();
    const closed = await put(editor.browser, url, { ...fields, status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as { data: OpenRole }).data).toMatchObject({
      status: 'closed',
      validThrough: inDays(20),
    });
    expect((await stranger.browser.get(url)).statusCode).toBe(404);
    const reopened = await put(owner.browser, url, { ...fields, status: 'open' });
    expect((reopened.json() as { data: OpenRole }).data.status).toBe('open');
  });

  it('lets only the organization’s people edit or remove a role', async () => {
    const role = await postRole(publishedId);
    const url = `${rolesOf(publishedId)}/${role.id}`;
    const cases: Array<[Browser, number]> = [
      [new Browser(testApp.app), 401],
      [guest, 401],
      [unverified.browser, 403],
      [stranger.browser, 403],
    ];
    for (const [browser, status] of cases) {
      expect((await put(browser, url, roleInput({ title: 'Taken' }))).statusCode).toBe(status);
      expect((await browser.delete(url)).statusCode).toBe(status);
    }
    const unchanged = (await owner.browser.get(url)).json() as { data: OpenRole };
    expect(unchanged.data.title).toBe('Field Coordinator');
    const edited = await put(editor.browser, url, roleInput({ title: 'Renamed' }));
    expect((edited.json() as { data: OpenRole }).data.title).toBe('Renamed');
    expect((await editor.browser.delete(url)).statusCode).toBe(200);
    expect((await owner.browser.get(url)).statusCode).toBe(404);
    expect((await owner.browser.delete(url)).statusCode).toBe(404);
  });

  it('tells an editor of another organization nothing more than a stranger', async () => {
    const response = await post(editor.browser, (await createOrganization(db())).id, roleInput());
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).not.toBe(teamMessages.ownersOnly);
  });
});
