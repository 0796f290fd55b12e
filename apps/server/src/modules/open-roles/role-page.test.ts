import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenRole } from '@catalyst/shared';
import { utcDay } from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import { openRoles, organizations } from '../../db/schema/index.js';
import { descriptionHtml, jobPostingJsonLd } from './job-posting.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>placeholder</title></head>' +
  '<body><div id="root"></div></body></html>';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => utcDay(new Date(Date.now() + days * DAY_MS));

let webRoot: string;
let testApp: TestApp;
let owner: Member;
let organization: { id: string; slug: string };

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'catalyst-role-page-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  testApp = await buildTestApp({ webRoot });
  owner = await signUpMember(testApp.app, testApp.database.db);
  organization = await createOrganization(testApp.database.db, {
    name: 'Riverbank Trust',
    createdBy: owner.userId,
    countryCode: 'DE',
    websiteUrl: 'https://riverbank.example.org',
  });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function postRole(overrides: Record<string, unknown> = {}): Promise<OpenRole> {
  const response = await owner.browser.post(`/api/organizations/${organization.id}/roles`, {
    title: 'Water Engineer',
    employmentType: 'part_time',
    workplace: 'onsite',
    location: 'Leipzig',
    salaryMin: 30,
    salaryMax: 42,
    salaryCurrency: 'EUR',
    salaryPeriod: 'hour',
    description: 'Keep the river <clean>.\nTwo days a week.\n\nBring boots & patience.',
    applyEmail: 'jobs@riverbank.example.org',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: OpenRole }).data;
}

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'VOLUNTEER'];
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Google's required properties of a JobPosting, and the recommended ones this product sets. */
function expectGoogleJobPosting(posting: Record<string, unknown>) {
  expect(posting['@context']).toBe('https://schema.org');
  expect(posting['@type']).toBe('JobPosting');
  expect(posting['title']).toEqual(expect.any(String));
  expect(posting['description']).toEqual(expect.stringMatching(/^<p>/));
  expect(posting['datePosted']).toMatch(ISO_DATE_TIME);
  expect(posting['hiringOrganization']).toMatchObject({
    '@type': 'Organization',
    name: expect.any(String),
    sameAs: expect.stringMatching(/^https:\/\//),
  });
  if (posting['jobLocationType'] === 'TELECOMMUTE') {
    const countries = posting['applicantLocationRequirements'] as Array<Record<string, unknown>>;
    expect(countries.length).toBeGreaterThan(0);
    for (const country of countries) {
      expect(country).toEqual({ '@type': 'Country', name: expect.stringMatching(/^[A-Z]{2}$/) });
    }
  } else {
    expect(posting['jobLocation']).toMatchObject({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: expect.stringMatching(/^[A-Z]{2}$/) },
    });
  }
  expect(posting['baseSalary']).toMatchObject({
    '@type': 'MonetaryAmount',
    currency: expect.stringMatching(/^[A-Z]{3}$/),
    value: {
      '@type': 'QuantitativeValue',
      minValue: expect.any(Number),
      maxValue: expect.any(Number),
      unitText: expect.stringMatching(/^(YEAR|MONTH|HOUR)$/),
    },
  });
  expect(EMPLOYMENT_TYPES).toContain(posting['employmentType']);
  expect(posting['validThrough']).toMatch(ISO_DATE_TIME);
  expect(posting['directApply']).toEqual(expect.any(Boolean));
  expect(posting['identifier']).toMatchObject({
    '@type': 'PropertyValue',
    value: expect.any(String),
  });
}

describe('JobPosting structured data', () => {
  const hiring = {
    name: 'Riverbank Trust',
    profileUrl: 'https://profiles.test/organizations/riverbank-trust',
    websiteUrl: null,
    logoUrl: null,
    countryCode: 'DE',
    location: 'Leipzig',
  };
  const role: OpenRole = {
    id: '0b6f0e4e-2f49-4c39-9c47-0f7c4f0c9a11',
    organizationId: 'x',
    title: 'Remote Analyst',
    team: null,
    employmentType: 'contract',
    workplace: 'remote',
    location: null,
    remoteCountries: ['DE', 'PL'],
    salaryMin: 4000,
    salaryMax: 5000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'month',
    description: 'Analyse.',
    applyUrl: 'https://example.org/apply',
    applyEmail: null,
    validThrough: '2027-01-31',
    status: 'open',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };

  it('says where a remote hire may live, and that the work is remote', () => {
    const posting: Record<string, unknown> = {
      ...jobPostingJsonLd(role, hiring, 'https://profiles.test/r'),
    };
    expectGoogleJobPosting(posting);
    expect(posting['jobLocationType']).toBe('TELECOMMUTE');
    expect(posting['jobLocation']).toBeUndefined();
    expect(posting['employmentType']).toBe('CONTRACTOR');
    expect(posting['validThrough']).toBe('2027-01-31T23:59:59Z');
    expect(posting['hiringOrganization']).toMatchObject({ sameAs: hiring.profileUrl });
  });

  it('turns plain text into escaped paragraphs and line breaks', () => {
    expect(descriptionHtml('One <b>\nTwo\n\n\nThree & four')).toBe(
      '<p>One &lt;b&gt;<br>Two</p><p>Three &amp; four</p>',
    );
  });
});

describe('a role’s page', () => {
  it('is served with its title, description, canonical address and JobPosting', async () => {
    const role = await postRole();
    const path = `/organizations/${organization.slug}/roles/${role.id}`;
    const response = await testApp.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>Water Engineer at Riverbank Trust | Catalyst Profiles</title>',
    );
    expect(response.body).toContain(`<link rel="canonical" href="https://profiles.test${path}">`);
    expect(response.body).not.toContain('<clean>');
    const posting = jsonLdOf(response.body)!;
    expectGoogleJobPosting(posting);
    expect(posting).toMatchObject({
      title: 'Water Engineer',
      employmentType: 'PART_TIME',
      description:
        '<p>Keep the river &lt;clean&gt;.<br>Two days a week.</p><p>Bring boots &amp; patience.</p>',
      jobLocation: { address: { addressCountry: 'DE', addressLocality: 'Leipzig' } },
      baseSalary: { currency: 'EUR', value: { minValue: 30, maxValue: 42, unitText: 'HOUR' } },
      hiringOrganization: { name: 'Riverbank Trust', sameAs: 'https://riverbank.example.org' },
      identifier: { value: role.id },
      validThrough: `${inDays(60)}T23:59:59Z`,
    });

    // By the organization's id, the page's one address.
    const byId = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.id}/roles/${role.id}`,
    });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(path);
  });

  it('leaves the page, the JSON-LD and the sitemap the day after its last day', async () => {
    const role = await postRole({ title: 'Ending Role', validThrough: inDays(0) });
    const path = `/organizations/${organization.slug}/roles/${role.id}`;
    const sitemap = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await sitemap()).toContain(`https://profiles.test${path}`);

    await testApp.database.db
      .update(openRoles)
      .set({ validThrough: inDays(-1) })
      .where(eq(openRoles.id, role.id));
    const gone = await testApp.app.inject({ method: 'GET', url: path });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<meta name="robots" content="noindex">');
    expect(jsonLdOf(gone.body)).toBeUndefined();
    expect(await sitemap()).not.toContain(role.id);
  });

  it('has no page while its organization is not listed, nor when closed', async () => {
    const role = await postRole({ title: 'Hidden With Its Organization' });
    const path = `/organizations/${organization.slug}/roles/${role.id}`;
    await testApp.database.db
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Checking.' })
      .where(eq(organizations.id, organization.id));
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(role.id);
    await testApp.database.db
      .update(organizations)
      .set({ hiddenAt: null, hiddenReason: null })
      .where(eq(organizations.id, organization.id));
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    await testApp.database.db
      .update(openRoles)
      .set({ closedAt: new Date() })
      .where(eq(openRoles.id, role.id));
    expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
