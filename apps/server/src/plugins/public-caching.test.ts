import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { categories, organizations, profileDailyStats } from '../db/schema/index.js';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.js';
import {
  createOpenRole,
  createOrganization,
  roleInput,
  setOrganizationStatus,
  signInGuest,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../../test/factories.js';
import {
  makeStandInWebBuild,
  standInCategoriesRead,
  standInRenders,
} from '../../test/page-rendering-stand-in.js';
import { Browser } from '../../test/stand-ins/browser.js';
import { PUBLIC_CACHE_CONTROL } from '../lib/public-cache/http-caching.js';

const METRICS_TOKEN = 'metrics-token-for-the-page-cache-test-0123';

let web: ReturnType<typeof makeStandInWebBuild>;
let testApp: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let otherInstance: FastifyInstance;
let owner: Member;
let admin: Member;

beforeAll(async () => {
  web = makeStandInWebBuild();
  testApp = await buildTestApp({
    webRoot: web.webRoot,
    webServerEntry: web.webServerEntry,
    env: { METRICS_TOKEN },
  });
  otherInstance = await buildApp({
    config: testConfig(),
    db: testApp.database.db,
    authSecret: randomBytes(32).toString('base64url'),
    webRoot: web.webRoot,
    webServerEntry: web.webServerEntry,
  });
  await otherInstance.ready();
  [owner, admin] = await Promise.all([
    signUpMember(testApp.app, testApp.database.db),
    signUpAdmin(testApp.app, testApp.database.db),
  ]);
});

afterAll(async () => {
  await otherInstance?.close();
  await testApp?.close();
  web?.remove();
});

const stranger = () => new Browser(testApp.app);

async function publishedOrganization(name: string) {
  const organization = await createOrganization(testApp.database.db, {
    name,
    createdBy: owner.userId,
    categories: ['education'],
  });
  const [row] = await testApp.database.db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, organization.id));
  return { id: organization.id, slug: row!.slug };
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

describe('caching headers by kind of answer', () => {
  it('a profile page for strangers: public, an etag, its keys, 304 on a match, kept in memory', async () => {
    const { id, slug } = await publishedOrganization('Header Marsh Trust');
    const first = await get(testApp.app, `/organizations/${slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<h1>Header Marsh Trust</h1>');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers['surrogate-key']).toBe(`site org-${id}`);
    expect(first.headers['cache-tag']).toBe(`site,org-${id}`);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);

    const rendersBefore = standInRenders();
    const again = await get(testApp.app, `/organizations/${slug}`);
    expect(again.body).toBe(first.body);
    expect(again.headers['etag']).toBe(etag);
    const notModified = await get(testApp.app, `/organizations/${slug}`, {
      'if-none-match': etag,
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers['etag']).toBe(etag);
    // Answered from memory and by its validator: not rendered again.
    expect(standInRenders()).toBe(rendersBefore);

    // Another instance reads the same versions and names the page the same way, unrendered.
    const elsewhere = await get(otherInstance, `/organizations/${slug}`, { 'if-none-match': etag });
    expect(elsewhere.statusCode).toBe(304);
  });

  it('compressed once and served compressed from memory', async () => {
    const { slug } = await publishedOrganization('Compressed Reed Fund');
    const plain = await get(testApp.app, `/organizations/${slug}`);
    for (const encoding of ['br', 'gzip']) {
      const response = await get(testApp.app, `/organizations/${slug}`, {
        'accept-encoding': encoding,
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['etag']).toBe(plain.headers['etag']);
    }
  });

  it('the home page: public, keyed to the directory answer it shows and its organizations', async () => {
    const { id } = await publishedOrganization('Keyed Marsh Collective');
    const response = await get(testApp.app, '/?q=marsh');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const keys = String(response.headers['surrogate-key']).split(' ');
    expect(keys.slice(0, 3)).toEqual(['site', 'listing', 'listing-text']);
    expect(keys).toContain(`org-${id}`);
    // Exactly the keys of the directory answer it read, which names what it lists.
    const listing = await get(testApp.app, '/api/organizations?q=marsh');
    expect(new Set(keys)).toEqual(new Set(String(listing.headers['surrogate-key']).split(' ')));
    expect(response.headers['etag']).toMatch(/^W\//);

    // A 304 carries the same keys (a shared cache takes a revalidation's keys as the copy's).
    const etag = String(response.headers['etag']);
    const again = await get(testApp.app, '/?q=marsh', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['surrogate-key']).toBe(response.headers['surrogate-key']);
    // An instance that has not rendered the page cannot name them, so it renders: the same
    // etag, the same keys, the whole page.
    const elsewhere = await get(otherInstance, '/?q=marsh', { 'if-none-match': etag });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['etag']).toBe(etag);
    expect(elsewhere.headers['surrogate-key']).toBe(response.headers['surrogate-key']);
  });

  it('a page for a signed-in person is theirs alone: private, no etag, not kept', async () => {
    const { slug } = await publishedOrganization('Private View Alliance');
    const response = await owner.browser.get(`/organizations/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['surrogate-key']).toBeUndefined();
  });

  it('a guest sees the strangers’ page', async () => {
    const { slug } = await publishedOrganization('Guest View Alliance');
    const { browser } = await signInGuest(testApp.app);
    const response = await browser.get(`/organizations/${slug}`);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('a page that reads beyond what versions cover, and a not-found one, are not kept', async () => {
    const rendersBefore = standInRenders();
    for (let i = 0; i < 2; i += 1) {
      const response = await get(testApp.app, '/contact');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['etag']).toBeUndefined();
    }
    const missing = await get(testApp.app, '/organizations/no-such-organization-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(standInRenders()).toBe(rendersBefore + 3);
  });

  it('the listing API: public, an etag from its body, 304 on a match, keyed to the directory', async () => {
    const first = await stranger().get('/api/organizations?sort=name');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const shown = (JSON.parse(first.body) as { data: { items: Array<{ id: string }> } }).data.items;
    expect(shown.length).toBeGreaterThan(0);
    expect(first.headers['surrogate-key']).toBe(
      [
        'site',
        'listing',
        'listing-name',
        // Unfiltered: a move in the name order of any organization may show here.
        'listing-name-all',
        ...shown.map((item) => `org-${item.id}`),
      ].join(' '),
    );
    const etag = String(first.headers['etag']);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/api/organizations?sort=name',
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('the countries the filter offers: public, 304 on a match, keyed to the directory', async () => {
    await publishedOrganization('Country Reed Alliance');
    const first = await stranger().get('/api/organizations/active-countries');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // A publication, a withdrawal or a new country purges `listing`.
    expect(first.headers['surrogate-key']).toBe('site listing');
    const again = await get(testApp.app, '/api/organizations/active-countries', {
      'if-none-match': String(first.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
  });

  it('the profile API: public while listed; private for an unlisted one’s owner', async () => {
    const { id, slug } = await publishedOrganization('Api Fen Society');
    const listed = await get(testApp.app, `/api/organizations/${slug}`);
    expect(listed.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(listed.headers['surrogate-key']).toBe(`site org-${id}`);
    const notModified = await get(testApp.app, `/api/organizations/${slug}`, {
      'if-none-match': String(listed.headers['etag']),
    });
    expect(notModified.statusCode).toBe(304);

    await setOrganizationStatus(testApp.database.db, id, 'lapsed');
    const toOwner = await owner.browser.get(`/api/organizations/${id}`);
    expect(toOwner.statusCode).toBe(200);
    expect(toOwner.headers['cache-control']).toBe('no-store');
    const toStranger = await get(testApp.app, `/api/organizations/${id}`);
    expect(toStranger.statusCode).toBe(410);
    expect(toStranger.headers['cache-control']).toBe('no-store');
    expect(toStranger.headers['etag']).toBeUndefined();
  });

  it('a profile page read by an old slug is redirected, never kept', async () => {
    const { id } = await publishedOrganization('Renamed Estuary Trust');
    const rename = await owner.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: {
        name: 'Estuary Renamed Trust',
        description: 'Still the estuary.',
        country: 'DE',
        categoryIds: ['education'],
      },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const old = await get(testApp.app, '/organizations/renamed-estuary-trust');
    expect(old.statusCode).toBe(301);
    expect(old.headers['location']).toBe('/organizations/estuary-renamed-trust');
  });
});

describe('what every page shows (the reference lists)', () => {
  it('is read once per version of it, and every render shares it, frozen', async () => {
    await get(testApp.app, '/?q=reference-one');
    const first = standInCategoriesRead();
    await get(testApp.app, '/?q=reference-two');
    expect(standInCategoriesRead()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen((first as { data: object[] }).data[0])).toBe(true);

    // A change to it is a new version: the next render reads the list again.
    await testApp.database.db
      .update(categories)
      .set({ name: 'Learning for All' })
      .where(eq(categories.id, 'education'));
    const third = await get(testApp.app, '/?q=reference-three');
    expect(standInCategoriesRead()).not.toBe(first);
    expect(third.body).toContain('Learning for All');
  });
});

describe('addresses marked by an embed’s or a feed’s links', () => {
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

  it('share the unmarked page: one render, one etag, one canonical address without the marker', async () => {
    const { id, slug } = await publishedOrganization('Marked Fen Trust');
    const role = await createOpenRole(testApp.database.db, id, { title: 'Fen Warden' });
    for (const path of [`/organizations/${slug}`, `/organizations/${slug}/roles/${role.id}`]) {
      // The marked address comes first: what it renders and keeps is the plain page.
      const marked = await get(testApp.app, `${path}?ref=embed`);
      expect(marked.statusCode, path).toBe(200);
      const etag = String(marked.headers['etag']);
      expect(canonicalOf(marked.body)).toBe(`https://profiles.test${path}`);

      const rendersBefore = standInRenders();
      const plain = await get(testApp.app, path);
      expect(plain.body).toBe(marked.body);
      expect(plain.headers['etag']).toBe(etag);
      const fromFeed = await get(testApp.app, `${path}?ref=feed`, { 'if-none-match': etag });
      expect(fromFeed.statusCode).toBe(304);
      expect(standInRenders()).toBe(rendersBefore);
    }
    // Any other `ref` is not the site's marker: an address of its own, as before.
    const other = await get(testApp.app, `/organizations/${slug}?ref=newsletter`);
    expect(other.headers['etag']).not.toBe(
      (await get(testApp.app, `/organizations/${slug}`)).headers['etag'],
    );
  });

  it('keep the marker through a redirect, for the page to read', async () => {
    const { id, slug } = await publishedOrganization('Redirected Fen Trust');
    const byId = await get(testApp.app, `/organizations/${id}?ref=feed`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers['location']).toBe(`/organizations/${slug}?ref=feed`);
  });
});

describe('the page cache in the metrics', () => {
  it('counts lookups by result and pages by their pattern', async () => {
    const { slug } = await publishedOrganization('Metered Moor Trust');
    await get(testApp.app, `/organizations/${slug}`);
    await get(testApp.app, `/organizations/${slug}`);
    const metrics = await get(testApp.app, '/metrics', {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^page_cache_lookups_total\{result="hit"\} [1-9]/m);
    expect(metrics.body).toMatch(/^page_cache_lookups_total\{result="miss"\} [1-9]/m);
    expect(metrics.body).toContain('route="/organizations/:orgId",status_code="200"');
  });
});

describe('a render a write overtook', () => {
  it('goes out uncacheable and is not kept, and the next request shows the write', async () => {
    const { id, slug } = await publishedOrganization('Overtaken Reed Trust');
    const scope = globalThis as { standInWhileRendering?: (path: string) => Promise<void> };
    scope.standInWhileRendering = async () => {
      scope.standInWhileRendering = undefined;
      await testApp.database.db
        .update(organizations)
        .set({ description: 'Written while the page was rendering.' })
        .where(eq(organizations.id, id));
    };
    try {
      const overtaken = await get(testApp.app, `/organizations/${slug}`);
      expect(overtaken.statusCode).toBe(200);
      expect(overtaken.body).not.toContain('Written while the page was rendering.');
      expect(overtaken.headers['cache-control']).toBe('no-cache');
      expect(overtaken.headers['etag']).toBeUndefined();
      expect(overtaken.headers['surrogate-key']).toBeUndefined();
    } finally {
      scope.standInWhileRendering = undefined;
    }

    const rendersBefore = standInRenders();
    const next = await get(testApp.app, `/organizations/${slug}`);
    expect(standInRenders()).toBe(rendersBefore + 1);
    expect(next.body).toContain('Written while the page was rendering.');
    expect(next.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe('appearances on kept pages', () => {
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it('counts what a kept directory page lists for each client it is served to, never for a crawler', async () => {
    const { id } = await publishedOrganization('Appearing Heron Fund');
    const rendersBefore = standInRenders();
    for (const [clientIp, userAgent] of [
      ['203.0.113.61', CHROME],
      ['203.0.113.62', CHROME],
      ['203.0.113.62', CHROME],
      ['203.0.113.63', GOOGLEBOT],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/?q=heron',
        remoteAddress: clientIp,
        headers: { 'user-agent': userAgent },
      });
      expect(response.body).toContain('Appearing Heron Fund');
    }
    // Rendered for the first client, then served from memory to the others.
    expect(standInRenders()).toBe(rendersBefore + 1);

    // Both instances: they share this process's one web server entry, whose transport is the
    // last configured one's, so a render's own listing may be counted by either.
    await Promise.all([testApp.app.analytics.flush(), otherInstance.analytics.flush()]);
    const [stats] = await testApp.database.db
      .select({ appearances: profileDailyStats.appearances })
      .from(profileDailyStats)
      .where(eq(profileDailyStats.organizationId, id));
    expect(stats?.appearances).toBe(2);
  });
});

/**
 * Every kind of write, then at once (on this instance and the other, for the page, its 304 and
 * the APIs) what the write changed: never the copy from before it.
 */
describe('no stale answer after a write', () => {
  async function warm(url: string) {
    const first = await get(testApp.app, url);
    await get(otherInstance, url);
    return String(first.headers['etag']);
  }

  async function expectFresh(url: string, etag: string, check: (body: string) => void) {
    for (const app of [testApp.app, otherInstance]) {
      const revalidated = await get(app, url, { 'if-none-match': etag });
      expect(revalidated.statusCode, `${url} on an instance`).not.toBe(304);
      check(revalidated.body);
    }
  }

  it('a profile edit: the page and the directory show the new text', async () => {
    const { id, slug } = await publishedOrganization('Edit Lagoon Fund');
    const page = await warm(`/organizations/${slug}`);
    const home = await warm('/?q=lagoon');
    const response = await owner.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: {
        name: 'Edit Lagoon Fund',
        description: 'A brand new description.',
        country: 'DE',
        categoryIds: ['education'],
      },
    });
    expect(response.statusCode).toBe(200);
    await expectFresh(`/organizations/${slug}`, page, (body) =>
      expect(body).toContain('A brand new description.'),
    );
    await expectFresh('/?q=lagoon', home, (body) => expect(body).toContain('Edit Lagoon Fund'));
  });

  it('a kept directory page outlives an edit it does not show, and not one it does', async () => {
    const shown = await createOrganization(testApp.database.db, {
      name: 'Carried Fjord Trust',
      countryCode: 'NO',
      createdBy: owner.userId,
    });
    const elsewhere = await publishedOrganization('Elsewhere Moor Group');
    const url = '/?country=NO&sort=name';
    const first = await get(testApp.app, url);
    expect(first.body).toContain('Carried Fjord Trust');
    const renders = standInRenders();
    const edit = (id: string, values: Partial<typeof organizations.$inferInsert>) =>
      testApp.database.db
        .update(organizations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(organizations.id, id));

    // A description far away: the directory's version moved, this page did not change.
    await edit(elsewhere.id, { description: 'Moved on, nowhere near the fjords.' });
    const after = await get(testApp.app, url);
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(first.headers['etag']);
    expect(after.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(after.headers['surrogate-key']).toBe(first.headers['surrogate-key']);
    expect(after.body).toBe(first.body);
    expect(standInRenders(), 'served from memory, not rendered').toBe(renders);
    // A 304 for the etag it is kept under now.
    const revalidated = await get(testApp.app, url, {
      'if-none-match': String(after.headers['etag']),
    });
    expect(revalidated.statusCode).toBe(304);

    // A change to an organization it shows: rendered again, with the change.
    await edit(shown.id, { name: 'Carried Fjord Trust Renewed' });
    const renamed = await get(testApp.app, url);
    expect(renamed.body).toContain('Carried Fjord Trust Renewed');
    expect(standInRenders()).toBe(renders + 1);
  });

  it('publishing: the directory lists the new organization', async () => {
    const pending = await createOrganization(testApp.database.db, {
      name: 'Publish Delta Works',
      createdBy: owner.userId,
      status: 'pending',
    });
    const home = await warm('/?q=delta');
    expect((await get(testApp.app, '/?q=delta')).body).not.toContain('Publish Delta Works');
    await setOrganizationStatus(testApp.database.db, pending.id, 'published');
    await expectFresh('/?q=delta', home, (body) => expect(body).toContain('Publish Delta Works'));
  });

  it('a lapse: the page answers 410 and leaves the directory', async () => {
    const { id, slug } = await publishedOrganization('Lapse Bayou Group');
    const page = await warm(`/organizations/${slug}`);
    const home = await warm('/?q=bayou');
    await setOrganizationStatus(testApp.database.db, id, 'lapsed');
    for (const app of [testApp.app, otherInstance]) {
      expect((await get(app, `/organizations/${slug}`, { 'if-none-match': page })).statusCode).toBe(
        410,
      );
    }
    await expectFresh('/?q=bayou', home, (body) => expect(body).not.toContain('Lapse Bayou Group'));
  });

  it('a moderator hiding it: the page answers 410 at once', async () => {
    const { id, slug } = await publishedOrganization('Hidden Creek Circle');
    const page = await warm(`/organizations/${slug}`);
    const hidden = await admin.browser.post(`/api/admin/organizations/${id}/hide`, {
      reason: 'Misleading claims under review.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const app of [testApp.app, otherInstance]) {
      expect((await get(app, `/organizations/${slug}`, { 'if-none-match': page })).statusCode).toBe(
        410,
      );
    }
  });

  it('a role opened, edited and closed: the page follows each', async () => {
    const { id, slug } = await publishedOrganization('Roles Polder Trust');
    let etag = await warm(`/organizations/${slug}`);
    const posted = await owner.browser.post(
      `/api/organizations/${id}/roles`,
      roleInput({ title: 'Wetland Ranger' }),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const roleId = (posted.json() as { data: { id: string } }).data.id;
    await expectFresh(`/organizations/${slug}`, etag, (body) =>
      expect(body).toContain('Wetland Ranger'),
    );

    etag = await warm(`/organizations/${slug}`);
    const closed = await owner.browser.request({
      method: 'DELETE',
      url: `/api/organizations/${id}/roles/${roleId}`,
    });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    await expectFresh(`/organizations/${slug}`, etag, (body) =>
      expect(body).not.toContain('Wetland Ranger'),
    );
  });

  it('a role written straight to the database (an operator, a job) is seen too', async () => {
    const { id, slug } = await publishedOrganization('Direct Role Holm');
    const etag = await warm(`/organizations/${slug}`);
    await createOpenRole(testApp.database.db, id, { title: 'Seed Collector' });
    await expectFresh(`/organizations/${slug}`, etag, (body) =>
      expect(body).toContain('Seed Collector'),
    );
  });

  it('a change to what every page shows (a category renamed): every page follows', async () => {
    const home = await warm('/?q=anything');
    await testApp.database.db
      .update(categories)
      .set({ name: 'Schools and Learning' })
      .where(eq(categories.id, 'education'));
    await expectFresh('/?q=anything', home, (body) =>
      expect(body).toContain('Schools and Learning'),
    );
  });

  it('a deletion: the page answers 404 and the directory drops it', async () => {
    const { id, slug } = await publishedOrganization('Deleted Sound Project');
    const page = await warm(`/organizations/${slug}`);
    const home = await warm('/?q=sound');
    const deleted = await owner.browser.request({
      method: 'DELETE',
      url: `/api/organizations/${id}`,
      payload: { confirmName: 'Deleted Sound Project' },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const app of [testApp.app, otherInstance]) {
      expect((await get(app, `/organizations/${slug}`, { 'if-none-match': page })).statusCode).toBe(
        404,
      );
    }
    await expectFresh('/?q=sound', home, (body) =>
      expect(body).not.toContain('Deleted Sound Project'),
    );
  });
});
