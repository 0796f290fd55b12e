import type { ApiError, Milestone, OrganizationProfile } from '@catalyst/shared';
import {
  authMessages,
  MILESTONE_DESCRIPTION_MAX,
  MILESTONE_TITLE_MAX,
  MILESTONES_PER_ORGANIZATION_MAX,
  milestoneMessages,
  organizationFormMessages,
  sessionMessages,
} from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { addMember, createOrganization, signUpCast, type Member } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationMilestones, organizations } from '../../db/schema/index.js';
import { OPENAPI_DOCUMENT_PATH } from '../api-docs/api-docs.js';
import { UNVERIFIED_MESSAGE } from '../../plugins/session.js';

let testApp: TestApp;
let owner: Member;
let editor: Member;
let stranger: Member;
let unverified: Member;
let guest: Browser;

const db = () => testApp.database.db;
const milestonesOf = (ref: string) => `/api/organizations/${ref}/milestones`;
const errorOf = (response: { json(): unknown }) => (response.json() as ApiError).error;
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

/** An organization of the owner's, with the editor as its editor. */
async function organizationOfOwner(status: 'published' | 'pending' = 'published') {
  const organization = await createOrganization(db(), { createdBy: owner.userId, status });
  await addMember(db(), organization.id, editor.userId);
  return organization;
}

async function add(organizationId: string, payload: Record<string, unknown>, as = owner.browser) {
  const response = await as.post(milestonesOf(organizationId), payload);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<Milestone>(response);
}

const put = (browser: Browser, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload });

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ owner, editor, stranger, unverified, guest } = await signUpCast(testApp.app, db()));
});

afterAll(async () => {
  await testApp?.close();
});

describe('adding a milestone', () => {
  it('is for the organization’s owners and editors: others are told why not', async () => {
    const published = await organizationOfOwner();
    const pending = await organizationOfOwner('pending');
    const payload = { date: '2024-03', title: 'Founded' };
    const nobody = new Browser(testApp.app);
    const cases: Array<[Browser, number, string]> = [
      [nobody, 401, sessionMessages.notAuthenticated],
      [guest, 401, authMessages.guard.permanentAccount],
      [unverified.browser, 403, UNVERIFIED_MESSAGE],
      [stranger.browser, 403, organizationFormMessages.noPermission],
    ];
    for (const [browser, status, message] of cases) {
      const response = await browser.post(milestonesOf(published.id), payload);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).message).toBe(message);
    }
    // An unpublished organization does not exist to anyone outside it.
    expect((await stranger.browser.post(milestonesOf(pending.id), payload)).statusCode).toBe(404);
    await add(published.id, payload, editor.browser);
    await add(pending.id, payload, editor.browser);
    await add(published.id, payload, owner.browser);
    const rows = await db()
      .select()
      .from(organizationMilestones)
      .where(eq(organizationMilestones.organizationId, published.id));
    expect(rows).toHaveLength(2);
  });

  it('keeps a month as its first day and a day as given, trimmed, text and link optional', async () => {
    const { id } = await organizationOfOwner();
    const month = await add(id, { date: '2024-03', title: '  Founded  ', description: '   ' });
    expect(month).toMatchObject({
      date: '2024-03',
      precision: 'month',
      title: 'Founded',
      description: null,
      link: null,
    });
    const day = await add(id, {
      date: '2024-02-29',
      title: 'First grant',
      description: '  From the city.  ',
      link: ' https://example.org/grant ',
    });
    expect(day).toMatchObject({
      date: '2024-02-29',
      precision: 'day',
      description: 'From the city.',
      link: 'https://example.org/grant',
    });
    const [row] = await db()
      .select()
      .from(organizationMilestones)
      .where(eq(organizationMilestones.id, month.id));
    expect(row).toMatchObject({ occurredOn: '2024-03-01', datePrecision: 'month' });
  });

  it('refuses dates that do not exist, are not dates, are too old or have not happened', async () => {
    const { id } = await organizationOfOwner();
    const nextYear = new Date().getUTCFullYear() + 1;
    const cases: Array<[unknown, string]> = [
      ['2024-02-30', milestoneMessages.dateInvalid],
      ['2023-02-29', milestoneMessages.dateInvalid],
      ['2024-13', milestoneMessages.dateInvalid],
      ['2024-00', milestoneMessages.dateInvalid],
      ['2024-3', milestoneMessages.dateInvalid],
      ['March 2024', milestoneMessages.dateInvalid],
      ['2024-03-01T00:00:00Z', milestoneMessages.dateInvalid],
      [20240301, milestoneMessages.dateInvalid],
      ['1799-12', milestoneMessages.dateTooEarly],
      [`${nextYear}-01`, milestoneMessages.dateInFuture],
      [`${nextYear}-01-01`, milestoneMessages.dateInFuture],
    ];
    for (const [date, message] of cases) {
      const response = await owner.browser.post(milestonesOf(id), { date, title: 'A step' });
      expect(response.statusCode, String(date)).toBe(400);
      expect(errorOf(response).message, String(date)).toBe(message);
    }
    // This month is history already: a month counts from its first day.
    await add(id, { date: new Date().toISOString().slice(0, 7), title: 'This month' });
  });

  it('holds the title to 120 characters and the text to 500, and the link to https', async () => {
    const { id } = await organizationOfOwner();
    await add(id, {
      date: '2020-01',
      title: 'T'.repeat(MILESTONE_TITLE_MAX),
      description: 'D'.repeat(MILESTONE_DESCRIPTION_MAX),
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'T'.repeat(MILESTONE_TITLE_MAX + 1) }, milestoneMessages.titleTooLong],
      [{ title: '   ' }, milestoneMessages.titleRequired],
      [{ title: undefined }, milestoneMessages.titleRequired],
      [
        { description: 'D'.repeat(MILESTONE_DESCRIPTION_MAX + 1) },
        milestoneMessages.descriptionTooLong,
      ],
      [{ link: 'http://example.org' }, milestoneMessages.linkInvalid],
      [{ link: 'javascript:alert(1)' }, milestoneMessages.linkInvalid],
      [{ link: 'https://' }, milestoneMessages.linkInvalid],
      [{ link: 'example.org' }, milestoneMessages.linkInvalid],
    ];
    for (const [override, message] of cases) {
      const response = await owner.browser.post(milestonesOf(id), {
        date: '2020-01',
        title: 'A step',
        ...override,
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(errorOf(response).message, JSON.stringify(override)).toBe(message);
    }
    const unknownField = await owner.browser.post(milestonesOf(id), {
      date: '2020-01',
      title: 'A step',
      position: 3,
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it(`stops at ${MILESTONES_PER_ORGANIZATION_MAX} milestones with a clear 409`, async () => {
    const { id } = await organizationOfOwner();
    await db()
      .insert(organizationMilestones)
      .values(
        Array.from({ length: MILESTONES_PER_ORGANIZATION_MAX }, (_, position) => ({
          organizationId: id,
          occurredOn: '2020-01-01',
          datePrecision: 'month' as const,
          title: `Step ${position}`,
          position,
        })),
      );
    const response = await owner.browser.post(milestonesOf(id), {
      date: '2021-01',
      title: 'One more',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(milestoneMessages.tooMany);
  });
});

describe('the timeline', () => {
  it('is newest first, on the profile and at its own address, by id or slug', async () => {
    const organization = await organizationOfOwner();
    await add(organization.id, { date: '2019-05', title: 'Middle' });
    await add(organization.id, { date: '2024-03-12', title: 'Newest' });
    await add(organization.id, { date: '2016-09', title: 'Oldest' });
    const titles = (list: Milestone[]) => list.map((milestone) => milestone.title);
    const byGuest = await guest.get(milestonesOf(organization.slug));
    expect(byGuest.statusCode).toBe(200);
    expect(titles(dataOf<Milestone[]>(byGuest))).toEqual(['Newest', 'Middle', 'Oldest']);
    const profile = await new Browser(testApp.app).get(`/api/organizations/${organization.slug}`);
    expect(profile.statusCode).toBe(200);
    expect(titles(dataOf<OrganizationProfile>(profile).milestones)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
    expect(dataOf<OrganizationProfile>(profile).milestones[0]).toEqual({
      id: expect.any(String),
      date: '2024-03-12',
      precision: 'day',
      title: 'Newest',
      description: null,
      link: null,
    });
  });

  it('of a pending or hidden organization is its people’s alone', async () => {
    const pending = await organizationOfOwner('pending');
    await add(pending.id, { date: '2019-05', title: 'Private step' });
    for (const browser of [stranger.browser, guest, new Browser(testApp.app)]) {
      expect((await browser.get(milestonesOf(pending.id))).statusCode).toBe(404);
    }
    const preview = await editor.browser.get(milestonesOf(pending.id));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(dataOf<Milestone[]>(preview)).toHaveLength(1);

    const hidden = await organizationOfOwner();
    await add(hidden.id, { date: '2019-05', title: 'Hidden step' });
    await db()
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Checking.' })
      .where(eq(organizations.id, hidden.id));
    expect((await stranger.browser.get(milestonesOf(hidden.slug))).statusCode).toBe(404);
    expect((await guest.get(`/api/organizations/${hidden.slug}`)).statusCode).toBe(410);
    const own = await owner.browser.get(`/api/organizations/${hidden.id}`);
    expect(dataOf<OrganizationProfile>(own).milestones.map((m) => m.title)).toEqual([
      'Hidden step',
    ]);
  });

  it('orders milestones of one date as their people arrange them, and only those', async () => {
    const { id } = await organizationOfOwner();
    const first = await add(id, { date: '2022-06', title: 'First' });
    const second = await add(id, { date: '2022-06', title: 'Second' });
    const older = await add(id, { date: '2020-01-15', title: 'Older' });
    const timeline = async () =>
      dataOf<Milestone[]>(await guest.get(milestonesOf(id))).map((m) => m.title);
    expect(await timeline()).toEqual(['First', 'Second', 'Older']);

    // The older one listed first changes nothing: the date orders across dates.
    const reordered = await put(editor.browser, `${milestonesOf(id)}/order`, {
      ids: [older.id, second.id, first.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(dataOf<Milestone[]>(reordered).map((m) => m.title)).toEqual([
      'Second',
      'First',
      'Older',
    ]);
    expect(await timeline()).toEqual(['Second', 'First', 'Older']);

    // Each milestone once, all of them: a stale or partial list changes nothing.
    for (const ids of [
      [second.id, first.id],
      [second.id, first.id, older.id, crypto.randomUUID()],
    ]) {
      const stale = await put(owner.browser, `${milestonesOf(id)}/order`, { ids });
      expect(stale.statusCode).toBe(409);
      expect(errorOf(stale).message).toBe(milestoneMessages.orderMismatch);
    }
    const twice = await put(owner.browser, `${milestonesOf(id)}/order`, {
      ids: [second.id, second.id, older.id],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toBe(milestoneMessages.orderMismatch);
    const foreign = await put(stranger.browser, `${milestonesOf(id)}/order`, {
      ids: [first.id, second.id, older.id],
    });
    expect(foreign.statusCode).toBe(403);
    expect(await timeline()).toEqual(['Second', 'First', 'Older']);
  });
});

describe('editing and deleting a milestone', () => {
  it('rewrites the whole milestone; moved to another date it comes last there', async () => {
    const { id } = await organizationOfOwner();
    const a = await add(id, { date: '2023-01', title: 'A', link: 'https://example.org/a' });
    await add(id, { date: '2021-04', title: 'B' });
    const edited = await put(editor.browser, `${milestonesOf(id)}/${a.id}`, {
      date: '2021-04',
      title: 'A, edited',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(dataOf<Milestone>(edited)).toMatchObject({
      id: a.id,
      date: '2021-04',
      title: 'A, edited',
      link: null,
    });
    const titles = dataOf<Milestone[]>(await guest.get(milestonesOf(id))).map((m) => m.title);
    expect(titles).toEqual(['B', 'A, edited']);

    const invalid = await put(owner.browser, `${milestonesOf(id)}/${a.id}`, {
      date: '2021-02-30',
      title: 'A',
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).message).toBe(milestoneMessages.dateInvalid);
    const foreign = await put(stranger.browser, `${milestonesOf(id)}/${a.id}`, {
      date: '2021-04',
      title: 'Mine now',
    });
    expect(foreign.statusCode).toBe(403);
    const missing = await put(owner.browser, `${milestonesOf(id)}/${crypto.randomUUID()}`, {
      date: '2021-04',
      title: 'Nowhere',
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(milestoneMessages.notFound);
  });

  it('removes it for good, only from its own organization, only for its people', async () => {
    const organization = await organizationOfOwner();
    const other = await organizationOfOwner();
    const milestone = await add(organization.id, { date: '2023-01', title: 'Gone soon' });
    const url = `${milestonesOf(organization.id)}/${milestone.id}`;
    expect((await stranger.browser.delete(url)).statusCode).toBe(403);
    expect((await guest.delete(url)).statusCode).toBe(401);
    // Another organization's address never reaches it.
    expect(
      (await owner.browser.delete(`${milestonesOf(other.id)}/${milestone.id}`)).statusCode,
    ).toBe(404);
    const removed = await editor.browser.delete(url);
    expect(removed.statusCode).toBe(200);
    expect(dataOf(removed)).toEqual({ deleted: true });
    expect((await owner.browser.delete(url)).statusCode).toBe(404);
    const profile = await guest.get(`/api/organizations/${organization.slug}`);
    expect(dataOf<OrganizationProfile>(profile).milestones).toEqual([]);
  });

  it('goes with its organization', async () => {
    const organization = await organizationOfOwner();
    await add(organization.id, { date: '2023-01', title: 'Short-lived' });
    await db().delete(organizations).where(eq(organizations.id, organization.id));
    const rows = await db()
      .select()
      .from(organizationMilestones)
      .where(eq(organizationMilestones.organizationId, organization.id));
    expect(rows).toEqual([]);
  });
});

describe('the API reference', () => {
  it('lists every milestones route with its body and answers', async () => {
    const served = await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    const paths = (served.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    const list = paths['/api/organizations/{id}/milestones'];
    const one = paths['/api/organizations/{id}/milestones/{milestoneId}'];
    const order = paths['/api/organizations/{id}/milestones/order'];
    expect(Object.keys(list ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(one ?? {}).sort()).toEqual(['delete', 'put']);
    expect(Object.keys(order ?? {})).toEqual(['put']);
    const post = list!['post'] as { requestBody: unknown; responses: Record<string, unknown> };
    expect(JSON.stringify(post.requestBody)).toContain('"date"');
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );
  });
});
