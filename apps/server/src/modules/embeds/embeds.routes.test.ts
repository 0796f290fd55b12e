import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOpenRole, createOrganization, signUpMember } from '../../../test/factories.js';
import { organizations } from '../../db/schema/index.js';

let testApp: TestApp;
const db = () => testApp.database.db;
const PUBLIC_URL = 'https://profiles.test';
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ url, headers });

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await testApp?.close();
});

/** Every directive of the answer's Content-Security-Policy, by name. */
function cspOf(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+(.*)/s) as [string, string])
      .map(([name, value]) => [name, value ?? '']),
  );
}

describe('the roles embed', () => {
  it('is a page any site may frame, with no script, no cookies and links to new tabs', async () => {
    const organization = await createOrganization(db(), { name: 'Harbour Light Trust' });
    const role = await createOpenRole(db(), organization.id, {
      title: 'Boat Builder',
      salaryMin: 30_000,
      salaryMax: 34_000,
      salaryPeriod: 'year',
      location: 'Cork',
    });
    await createOpenRole(db(), organization.id, { title: 'Closed', closedAt: new Date() });
    // A signed-in visitor's cookie changes nothing: the page is the same for everyone.
    const member = await signUpMember(testApp.app, db());
    expect(member.browser.headers().cookie).toBeTruthy();
    const response = await member.browser.get(`/embed/organizations/${organization.slug}/roles`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('style-src')).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(String(response.headers['surrogate-key']).split(' ')).toContain(
      `org-${organization.id}`,
    );

    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>Open roles at Harbour Light Trust</h1>');
    // Its links are marked, so the visits the embed brings are counted apart (analytics).
    expect(html).toContain(
      `<a href="${PUBLIC_URL}/organizations/${organization.slug}/roles/${role.id}?ref=embed" target="_blank" rel="noopener"`,
    );
    expect(html).toContain(
      `<footer><a href="${PUBLIC_URL}/organizations/${organization.slug}?ref=embed" target="_blank" rel="noopener">`,
    );
    expect(html).toContain('Full-time · On-site · Cork · EUR 30,000–34,000 per year');
    expect(html).not.toContain('Closed');
    // The inline stylesheet is the one its hash allows.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp.get('style-src')).toBe(
      `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    );
  });

  it('speaks the language and wears the theme asked for', async () => {
    const organization = await createOrganization(db(), { name: 'Bergwald eG' });
    await createOpenRole(db(), organization.id, {
      title: 'Försterin',
      employmentType: 'part_time',
      workplace: 'remote',
      location: null,
      salaryMin: 2_500,
      salaryMax: 2_500,
      salaryPeriod: 'month',
    });
    const german = await get(`/embed/organizations/${organization.slug}/roles?lang=de&theme=dark`);
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-language']).toBe('de');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Offene Stellen bei Bergwald eG');
    expect(german.body).toContain('Teilzeit · Remote · EUR 2.500 pro Monat');
    expect(german.body).toContain('color-scheme:dark');
    const auto = await get(`/embed/organizations/${organization.slug}/roles`);
    expect(auto.body).toContain('prefers-color-scheme:dark');
    for (const query of ['lang=xx', 'theme=neon']) {
      expect(
        (await get(`/embed/organizations/${organization.slug}/roles?${query}`)).statusCode,
      ).toBe(400);
    }
    const empty = await createOrganization(db(), { name: 'Quiet Fund' });
    expect((await get(`/embed/organizations/${empty.slug}/roles?lang=fr`)).body).toContain(
      'Aucun poste ouvert pour le moment.',
    );
  });

  it('moves with the organization and says so when it is not listed', async () => {
    const organization = await createOrganization(db());
    const byId = await get(`/embed/organizations/${organization.id}/roles?lang=es`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/embed/organizations/${organization.slug}/roles?lang=es`);
    const pending = await createOrganization(db(), { status: 'pending' });
    const hidden = await createOrganization(db());
    await db()
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Under review.' })
      .where(eq(organizations.id, hidden.id));
    const notListed = await get(`/embed/organizations/${pending.id}/roles`);
    expect(notListed.statusCode).toBe(404);
    expect(notListed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(notListed.body).not.toContain(pending.id);
    expect((await get(`/embed/organizations/${hidden.slug}/roles`)).statusCode).toBe(410);
  });
});

describe('the badge', () => {
  it('says Verified when the website is, else the organization’s name; any site may show it', async () => {
    const plain = await createOrganization(db(), { name: 'Riverbank Collective' });
    const verified = await createOrganization(db(), {
      name: 'Proven Site Org',
      websiteUrl: 'https://proven.example',
    });
    // As website verification records it (a change of the website clears it).
    await db()
      .update(organizations)
      .set({
        websiteVerifiedAt: new Date(),
        websiteVerifiedDomain: 'proven.example',
        websiteVerificationMethod: 'meta',
      })
      .where(eq(organizations.id, verified.id));

    const badge = await get(`/badges/${plain.slug}.svg`);
    expect(badge.statusCode, badge.body).toBe(200);
    expect(badge.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(badge.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(badge.body).toContain('aria-label="Catalyst: Riverbank Collective"');
    expect(String(badge.headers['surrogate-key']).split(' ')).toContain(`org-${plain.id}`);

    const proven = await get(`/badges/${verified.slug}.svg`);
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.body).toContain('Verified on Catalyst');
    expect(proven.body).not.toContain('Proven Site Org');

    expect((await get(`/badges/${plain.id}.svg`)).statusCode).toBe(301);
    expect((await get('/badges/no-such-organization.svg')).statusCode).toBe(404);
  });
});
