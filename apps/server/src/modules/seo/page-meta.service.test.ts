import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOpenRole,
  createOrganization,
  setOrganizationStatus,
  signUpMember,
} from '../../../test/factories.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>placeholder</title></head>' +
  '<body><div id="root"></div></body></html>';

let webRoot: string;
let testApp: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'catalyst-page-meta-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  testApp = await buildTestApp({ webRoot });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const titlesOf = (html: string) =>
  [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]);
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

describe('the page of a lapsed organization', () => {
  it('answers 410 "Not currently published", kept out of search results', async () => {
    const organization = await createOrganization(testApp.database.db, {
      name: 'Tidewater Commons',
      description: 'Shared boats for a shared river.',
    });
    const live = await testApp.app.inject({
      method: 'GET',
      url: '/organizations/tidewater-commons',
    });
    expect(live.statusCode).toBe(200);
    expect(titlesOf(live.body)).toEqual(['Tidewater Commons | Catalyst Profiles']);

    await setOrganizationStatus(testApp.database.db, organization.id, 'lapsed');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/organizations/tidewater-commons',
    });
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titlesOf(response.body)).toEqual(['Not currently published | Catalyst Profiles']);
    expect(descriptionOf(response.body)).toBe(
      'Tidewater Commons is not currently published. Check back later.',
    );
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('Shared boats');
    expect(response.body).not.toContain('application/ld+json');
    // The app shell still loads, so the page can say it in full.
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('sends its id address on to its slug address first, where the 410 is', async () => {
    const organization = await createOrganization(testApp.database.db, {
      name: 'Ebbing Tide',
      status: 'lapsed',
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.id}`,
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/organizations/ebbing-tide');
  });

  it('keeps 404 for a pending organization, which was never public, and never tells its slug', async () => {
    const pending = await createOrganization(testApp.database.db, {
      name: 'Never Shown',
      status: 'pending',
    });
    for (const url of [`/organizations/${pending.id}`, '/organizations/never-shown']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(titlesOf(response.body)).toEqual(['Organization Not Found | Catalyst Profiles']);
      expect(response.body).not.toContain('Never Shown');
    }
    const byId = await testApp.app.inject({ method: 'GET', url: `/organizations/${pending.id}` });
    expect(byId.body).not.toContain('never-shown');
  });
});

const linkOf = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]*)">`).exec(html)?.[1];
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
};

describe('the page of a published organization', () => {
  it('lives at its slug: canonical link, og:url and JSON-LD all name that address', async () => {
    await createOrganization(testApp.database.db, {
      name: 'Énergie Solidaire',
      description: 'Cooperative solar for every village.',
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/organizations/energie-solidaire',
    });
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.body)).toEqual(['Énergie Solidaire | Catalyst Profiles']);
    const address = 'https://profiles.test/organizations/energie-solidaire';
    expect(linkOf(response.body, 'canonical')).toBe(address);
    expect(metaOf(response.body, 'og:url')).toBe(address);
    // Without a website of its own, the profile is the organization's address too.
    expect(jsonLdOf(response.body)).toMatchObject({ url: address, mainEntityOfPage: address });
  });

  it('reads the profile and its open roles as their API addresses answer a stranger', async () => {
    // The page's render is given these instead of asking the API: they must be its answers.
    const organization = await createOrganization(testApp.database.db, {
      name: 'Larkspur Water Trust',
    });
    await createOpenRole(testApp.database.db, organization.id, { title: 'Hydrologist' });
    await createOpenRole(testApp.database.db, organization.id, {
      title: 'Closed one',
      closedAt: new Date(),
    });
    const page = await testApp.app.pageMeta.resolve('/organizations/larkspur-water-trust');
    if (!('profile' in page)) throw new Error('expected the published profile');

    const asJson = (data: unknown) => JSON.parse(JSON.stringify({ data })) as unknown;
    const profile = await testApp.app.inject('/api/organizations/larkspur-water-trust');
    const roles = await testApp.app.inject('/api/organizations/larkspur-water-trust/roles');
    expect(asJson(page.profile)).toEqual(profile.json());
    expect(asJson(page.profileRoles)).toEqual(roles.json());
    expect(page.profileRoles?.map((role) => role.title)).toEqual(['Hydrologist']);
  });

  it('keeps its own website as the JSON-LD url, and the profile as the page it is about', async () => {
    await createOrganization(testApp.database.db, {
      name: 'Harbour Works',
      websiteUrl: 'https://harbour.example.org',
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/organizations/harbour-works',
    });
    expect(jsonLdOf(response.body)).toMatchObject({
      url: 'https://harbour.example.org',
      mainEntityOfPage: 'https://profiles.test/organizations/harbour-works',
    });
  });

  it('answers its id address with a permanent redirect to the slug, the query kept', async () => {
    const organization = await createOrganization(testApp.database.db, { name: 'Quay Street' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.id}?utm_source=newsletter&x=1`,
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/organizations/quay-street?utm_source=newsletter&x=1');
    // A former slug can be taken back later: the redirect is not cached for good.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a former slug with a permanent redirect to the current one', async () => {
    const member = await signUpMember(testApp.app, testApp.database.db);
    const created = await member.browser.request({
      method: 'POST',
      url: '/api/organizations',
      payload: { name: 'Old Harbour', description: 'Boats.', country: 'DE' },
    });
    const { id } = (created.json() as { data: { id: string } }).data;
    await setOrganizationStatus(testApp.database.db, id, 'published');
    const renamed = await member.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: {
        name: 'New Harbour',
        description: 'Boats.',
        country: 'DE',
        categoryIds: ['education'],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/organizations/old-harbour?a=b',
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/organizations/new-harbour?a=b');
    const current = await testApp.app.inject({ method: 'GET', url: '/organizations/new-harbour' });
    expect(current.statusCode).toBe(200);
    expect(linkOf(current.body, 'canonical')).toBe(
      'https://profiles.test/organizations/new-harbour',
    );
  });

  it('answers an address that is neither an id nor a slug with the not-found page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/organizations/Not_A_Slug' });
    expect(response.statusCode).toBe(404);
    expect(titlesOf(response.body)).toEqual(['Organization Not Found | Catalyst Profiles']);
  });
});
