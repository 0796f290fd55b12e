import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOpenRole,
  createOrganization,
  setOrganizationStatus,
} from '../../../test/factories.js';
import { openRoles, organizations } from '../../db/schema/index.js';
import { FEED_ENTRIES } from './feeds.routes.js';

let testApp: TestApp;
const db = () => testApp.database.db;
const PUBLIC_URL = 'https://profiles.test';
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/;

/** An element's text: plain, or the CDATA of one typed `html`, its markup read back as text. */
type AtomText = string | { '#text': string; '@_type': 'html' };
function textOf(value: AtomText | undefined): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  expect(value['@_type']).toBe('html');
  return value['#text']
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

interface RawEntry {
  id: string;
  title: AtomText;
  updated: string;
  published?: string;
  summary?: AtomText;
  link: { '@_href': string } | Array<{ '@_href': string }>;
}

/**
 * The feed's document, checked against what RFC 4287 requires of a feed and its entries: one
 * id, title and updated each (timestamps as RFC 3339), an author, a self link, absolute links.
 */
function atomOf(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ['entry', 'link', 'author'].includes(name),
  }).parse(body) as {
    feed: {
      '@_xmlns': string;
      id: string;
      title: string;
      updated: string;
      author: Array<{ name: string }>;
      link: Array<{ '@_rel'?: string; '@_href': string }>;
      entry?: RawEntry[];
    };
  };
  const { feed } = parsed;
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toMatch(/^https:\/\/profiles\.test\//);
  expect(feed.title).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author[0]?.name).toBeTruthy();
  expect(feed.link.some((link) => link['@_rel'] === 'self')).toBe(true);
  const entries = (feed.entry ?? []).map((entry) => ({
    ...entry,
    title: textOf(entry.title) ?? '',
    summary: textOf(entry.summary),
  }));
  for (const entry of entries) {
    expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(entry.title).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    const links = Array.isArray(entry.link) ? entry.link : [entry.link];
    expect(links[0]?.['@_href']).toMatch(/^https:\/\/profiles\.test\//);
  }
  return { feed, entries };
}

/** Where an entry leads a reader. */
function hrefOf(entry: Pick<RawEntry, 'link'>): string | undefined {
  return (Array.isArray(entry.link) ? entry.link[0] : entry.link)?.['@_href'];
}

async function feedAt(url: string) {
  const response = await testApp.app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  return { response, ...atomOf(response.body) };
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await testApp?.close();
});

describe('an organization’s roles feed', () => {
  it('lists the roles open today, newest first, with their facts and pages', async () => {
    const organization = await createOrganization(db(), { name: 'Saltmarsh Trust' });
    const older = await createOpenRole(db(), organization.id, {
      title: 'Warden',
      createdAt: daysAgo(3),
      salaryMin: 40_000,
      salaryMax: 46_000,
      salaryPeriod: 'year',
      workplace: 'hybrid',
      location: 'Hull',
    });
    const newer = await createOpenRole(db(), organization.id, {
      title: 'Volunteer Guide',
      employmentType: 'volunteer',
      createdAt: daysAgo(1),
    });
    await createOpenRole(db(), organization.id, { title: 'Closed', closedAt: new Date() });
    await createOpenRole(db(), organization.id, { title: 'Ended', validThrough: '2020-01-01' });

    const { response, feed, entries } = await feedAt(
      `/organizations/${organization.slug}/roles.atom`,
    );
    expect(feed.title).toBe('Open roles at Saltmarsh Trust');
    expect(entries.map((entry) => entry.title)).toEqual(['Volunteer Guide', 'Warden']);
    expect(entries.map((entry) => entry.id)).toEqual([
      `urn:uuid:${newer.id}`,
      `urn:uuid:${older.id}`,
    ]);
    expect(entries[1]?.summary).toBe('Full-time · Hybrid · Hull · EUR 40,000–46,000 per year');
    // The role's page, marked as reached through a feed for the owner's analytics; the entry's
    // id stays the role's own.
    expect(hrefOf(entries[1]!)).toBe(
      `${PUBLIC_URL}/organizations/${organization.slug}/roles/${older.id}?ref=feed`,
    );
    // Public like its profile, purged with it.
    expect(response.headers['cache-control']).toContain('s-maxage');
    expect(String(response.headers['surrogate-key']).split(' ')).toContain(
      `org-${organization.id}`,
    );
    const etag = String(response.headers.etag);
    const again = await testApp.app.inject({
      url: `/organizations/${organization.slug}/roles.atom`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // A role opened since changes the feed at once.
    await createOpenRole(db(), organization.id, { title: 'Ranger' });
    const changed = await testApp.app.inject({
      url: `/organizations/${organization.slug}/roles.atom`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(atomOf(changed.body).entries[0]?.title).toBe('Ranger');
  });

  it('answers as the profile does: a former address moves, an unlisted one is not there', async () => {
    const organization = await createOrganization(db(), { name: 'Old Name Cooperative' });
    const formerSlug = organization.slug;
    await db()
      .update(organizations)
      .set({ name: 'New Name Cooperative' })
      .where(eq(organizations.id, organization.id));
    await setOrganizationStatus(db(), organization.id, 'published');
    const [renamed] = await db()
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    if (renamed && renamed.slug !== formerSlug) {
      const moved = await testApp.app.inject({ url: `/organizations/${formerSlug}/roles.atom` });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`/organizations/${renamed.slug}/roles.atom`);
    }
    const byId = await testApp.app.inject({ url: `/organizations/${organization.id}/roles.atom` });
    expect(byId.statusCode).toBe(301);

    const pending = await createOrganization(db(), { status: 'pending' });
    const lapsed = await createOrganization(db(), { status: 'lapsed' });
    const hidden = await createOrganization(db());
    await db()
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Under review.' })
      .where(eq(organizations.id, hidden.id));
    const statusOf = async (ref: string) =>
      (await testApp.app.inject({ url: `/organizations/${ref}/roles.atom` })).statusCode;
    expect(await statusOf(pending.id)).toBe(404);
    expect(await statusOf(lapsed.slug)).toBe(410);
    expect(await statusOf(hidden.slug)).toBe(410);
    expect(await statusOf('no-such-organization')).toBe(404);
  });

  it('shows people’s text as written: markup and CDATA ends are text, never structure', async () => {
    const organization = await createOrganization(db(), { name: 'Fish & Chips <Co-op>' });
    await createOpenRole(db(), organization.id, { title: 'Lead ]]> <script>alert(1)</script>' });
    const { feed, entries } = await feedAt(`/organizations/${organization.slug}/roles.atom`);
    expect(feed.title).toBe('Open roles at Fish & Chips <Co-op>');
    expect(entries.map((entry) => entry.title)).toEqual(['Lead ]]> <script>alert(1)</script>']);
  });

  it(`carries at most ${FEED_ENTRIES} entries`, async () => {
    const organization = await createOrganization(db());
    await db()
      .insert(openRoles)
      .values(
        Array.from({ length: FEED_ENTRIES + 5 }, (_, i) => ({
          organizationId: organization.id,
          title: `Role ${i}`,
          employmentType: 'full_time' as const,
          workplace: 'remote' as const,
          salaryMin: 1,
          salaryMax: 2,
          salaryCurrency: 'EUR',
          salaryPeriod: 'month' as const,
          description: 'A role.',
          applyEmail: 'jobs@example.org',
          validThrough: '2999-01-01',
        })),
      );
    const { entries } = await feedAt(`/organizations/${organization.slug}/roles.atom`);
    expect(entries).toHaveLength(FEED_ENTRIES);
  });
});

describe('the directory’s feeds', () => {
  it('newly published organizations of a query, most recent first', async () => {
    const first = await createOrganization(db(), {
      countryCode: 'KE',
      name: 'Lakeside Solar Kenya',
      publishedAt: daysAgo(5),
    });
    const second = await createOrganization(db(), {
      countryCode: 'KE',
      name: 'Highland Water Kenya',
      publishedAt: daysAgo(2),
    });
    await createOrganization(db(), {
      countryCode: 'DE',
      name: 'Elsewhere',
      publishedAt: daysAgo(1),
    });

    const { feed, entries } = await feedAt('/feeds/organizations.atom?country=KE');
    expect(entries.map((entry) => entry.id)).toEqual([
      `urn:uuid:${second.id}`,
      `urn:uuid:${first.id}`,
    ]);
    expect(entries[0]?.published).toBe(
      daysAgo(2).toISOString().slice(0, 10) + entries[0]?.published?.slice(10),
    );
    expect(feed.link.find((link) => link['@_rel'] === 'self')?.['@_href']).toBe(
      `${PUBLIC_URL}/feeds/organizations.atom?country=KE`,
    );
    // Each entry leads to the profile, marked as reached through a feed.
    expect(entries.map(hrefOf)).toEqual([
      `${PUBLIC_URL}/organizations/${second.slug}?ref=feed`,
      `${PUBLIC_URL}/organizations/${first.slug}?ref=feed`,
    ]);
    const search = await feedAt('/feeds/organizations.atom?q=highland');
    expect(search.entries.map((entry) => entry.id)).toContain(`urn:uuid:${second.id}`);
    expect(search.entries.map((entry) => entry.id)).not.toContain(`urn:uuid:${first.id}`);

    for (const query of ['country=ZZ', 'categories=nope', `q=${'x'.repeat(101)}`]) {
      expect(
        (await testApp.app.inject({ url: `/feeds/organizations.atom?${query}` })).statusCode,
      ).toBe(400);
    }
  });

  it('open roles at the organizations a query selects, newest first', async () => {
    const matching = await createOrganization(db(), {
      countryCode: 'GH',
      name: 'Coastal Schools Ghana',
    });
    const other = await createOrganization(db(), { countryCode: 'PT', name: 'Lisbon Gardens' });
    const early = await createOpenRole(db(), matching.id, {
      title: 'Teacher',
      createdAt: daysAgo(2),
    });
    const late = await createOpenRole(db(), matching.id, {
      title: 'Librarian',
      createdAt: daysAgo(1),
    });
    const elsewhere = await createOpenRole(db(), other.id, { title: 'Gardener' });
    await createOpenRole(db(), matching.id, { title: 'Closed', closedAt: new Date() });

    const { entries, response } = await feedAt('/feeds/roles.atom?country=GH');
    expect(entries.map((entry) => entry.id)).toEqual([
      `urn:uuid:${late.id}`,
      `urn:uuid:${early.id}`,
    ]);
    expect(entries[0]?.title).toBe('Librarian at Coastal Schools Ghana');
    expect(hrefOf(entries[0]!)).toBe(
      `${PUBLIC_URL}/organizations/${matching.slug}/roles/${late.id}?ref=feed`,
    );
    expect(String(response.headers['surrogate-key']).split(' ')).toEqual(
      expect.arrayContaining(['listing', 'listing-hiring', `org-${matching.id}`]),
    );

    // Without a filter: every listed organization's roles, the newest (this one) first.
    const everywhere = await feedAt('/feeds/roles.atom');
    expect(everywhere.entries[0]?.id).toBe(`urn:uuid:${elsewhere.id}`);
    expect(everywhere.entries).toHaveLength(FEED_ENTRIES);

    const nothing = await feedAt('/feeds/roles.atom?q=zzzyzzyx');
    expect(nothing.entries).toEqual([]);
  });
});

describe('pages name their feeds', () => {
  it('a profile its roles feed, the home page the directory’s', async () => {
    const organization = await createOrganization(db(), { name: 'Feed Reader Fund' });
    const profile = await testApp.app.pageMeta.resolve(`/organizations/${organization.slug}`);
    expect('head' in profile && profile.head.feeds).toEqual([
      {
        title: 'Open roles at Feed Reader Fund',
        href: `${PUBLIC_URL}/organizations/${organization.slug}/roles.atom`,
      },
    ]);
    const home = await testApp.app.pageMeta.resolve('/');
    expect('head' in home && home.head.feeds?.map((feed) => feed.href)).toEqual([
      `${PUBLIC_URL}/feeds/organizations.atom`,
      `${PUBLIC_URL}/feeds/roles.atom`,
    ]);
  });
});
