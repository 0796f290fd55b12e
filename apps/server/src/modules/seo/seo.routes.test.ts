import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization } from '../../../test/factories.js';

let testApp: TestApp;
const published: Array<{ slug: string; updatedAt: Date }> = [];
const unpublished: Array<{ id: string; slug: string }> = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  for (const name of ['First Published', 'Second Published']) {
    const row = await createOrganization(db, { name });
    published.push({ slug: row.slug, updatedAt: row.updatedAt });
  }
  unpublished.push(await createOrganization(db, { status: 'pending' }));
  unpublished.push(await createOrganization(db, { status: 'lapsed' }));
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /robots.txt', () => {
  it('answers plain text', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('disallows the API and the owner dashboard for every crawler', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /dashboard');
  });

  it('leaves public pages crawlable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    const disallowed = response.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow:'))
      .map((line) => line.slice('Disallow:'.length).trim());
    for (const path of disallowed) {
      expect(path).not.toBe('/');
      expect(path).not.toBe('');
      expect(path).not.toBe('/organizations');
      expect(path).not.toBe('/organizations/');
    }
  });

  it('names the sitemap at the public URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body.split('\n')).toContain('Sitemap: https://profiles.test/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('answers XML', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(response.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists the static pages and every published organization at its slug, and nothing else', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locations.slice(0, 5)).toEqual([
      'https://profiles.test/',
      'https://profiles.test/about',
      'https://profiles.test/contact',
      'https://profiles.test/faq',
      'https://profiles.test/privacy',
    ]);
    expect(locations.slice(5).sort()).toEqual([
      'https://profiles.test/organizations/first-published',
      'https://profiles.test/organizations/second-published',
    ]);
    expect(published.map(({ slug }) => slug).sort()).toEqual([
      'first-published',
      'second-published',
    ]);
  });

  it('leaves out pending and lapsed organizations', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(unpublished).toHaveLength(2);
    for (const { id, slug } of unpublished) {
      expect(response.body).not.toContain(id);
      expect(response.body).not.toContain(`/${slug}<`);
    }
  });

  it('dates each organization entry by its last update', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    for (const { slug, updatedAt } of published) {
      expect(response.body).toContain(
        `<url><loc>https://profiles.test/organizations/${slug}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
      );
    }
  });
});

describe('GET /sitemaps/organizations-<page>.xml and /sitemaps/roles-<page>.xml', () => {
  it('serves a page that has addresses', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/sitemaps/organizations-1.xml',
    });
    expect(response.statusCode).toBe(200);
    for (const { slug } of published) expect(response.body).toContain(`/organizations/${slug}<`);
  });

  it.each(['organizations', 'roles'])(
    '%s: a page past the end is a 404, however large or oddly written',
    async (kind) => {
      const pages = [
        '2',
        '999999',
        '1000000',
        '9007199254740993',
        '99999999999999999999',
        '1e400',
        'Infinity',
        'NaN',
        '0',
        '-1',
        '01',
        '1.0',
        '0x1',
      ];
      for (const page of pages) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/sitemaps/${kind}-${page}.xml`,
        });
        expect(response.statusCode, page).toBe(404);
        expect(response.json(), page).toEqual({
          error: { code: 'NOT_FOUND', message: expect.any(String) },
        });
      }
    },
  );
});
