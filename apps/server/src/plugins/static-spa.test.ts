import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SiteConfig } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrganization } from '../../test/factories.js';

const STYLESHEET = `body{margin:0}${'.card{padding:1rem}'.repeat(40)}`;
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>placeholder</title>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-def456.css"></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const ASSET_JS = 'console.log("Catalyst Profiles: rendering the directory");\n'.repeat(80);
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>';

const HOME_TITLE = 'Discover Mission-Driven Organizations Building Bold Ideas | Catalyst Profiles';
const EVIL_NAME = 'Evil "Quotes" </script><script>alert(1)</script>';

let webRoot: string;
let testApp: TestApp;
let published: { id: string; slug: string; name: string };
let evil: { id: string; slug: string };
let longDescription: { id: string; slug: string };
let pending: { id: string };

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

function titlesOf(html: string): string[] {
  return [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1] ?? '');
}

function metaContent(html: string, attribute: 'name' | 'property', key: string) {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

function canonicalOf(html: string) {
  return /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
}

function scriptBody(html: string, opening: string): string | undefined {
  const start = html.indexOf(opening);
  if (start === -1) return undefined;
  const end = html.indexOf('</script>', start);
  return html.slice(start + opening.length, end);
}

function siteConfigOf(html: string): SiteConfig {
  const body = scriptBody(html, '<script type="application/json" id="site-config">');
  if (body === undefined) throw new Error('no site-config script');
  return JSON.parse(body) as SiteConfig;
}

const count = (text: string, part: string) => text.split(part).length - 1;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'catalyst-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), ASSET_JS);
  writeFileSync(join(webRoot, 'assets', 'index-def456.css'), STYLESHEET);
  writeFileSync(join(webRoot, 'favicon.svg'), FAVICON_SVG);

  testApp = await buildTestApp({ webRoot });
  const { db } = testApp.database;
  published = await createOrganization(db, {
    name: 'Brightfield Solar',
    description: 'Community solar for every rooftop & every block.',
    countryCode: 'US',
    location: 'Detroit',
    websiteUrl: 'https://brightfield.example.org',
    foundedYear: 2016,
  });
  evil = await createOrganization(db, {
    name: EVIL_NAME,
    description: 'Says </script><script>alert(2)</script> in its description too.',
  });
  longDescription = await createOrganization(db, {
    name: 'Long Story',
    description: `${'A sentence about our long and winding mission. '.repeat(10)}The end.`,
  });
  pending = await createOrganization(db, { name: 'Unpaid Org', status: 'pending' });
});

afterAll(async () => {
  await testApp?.close();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

describe('the home page', () => {
  it('answers 200 HTML', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('replaces the placeholder title with the home title', async () => {
    const response = await get('/');
    expect(titlesOf(response.body)).toEqual([HOME_TITLE]);
    expect(response.body).not.toContain('placeholder');
  });

  it('describes the page for search engines and link previews', async () => {
    const html = (await get('/')).body;
    expect(metaContent(html, 'name', 'description')).toBe(
      'Browse mission-driven organizations by cause and country, and find the teams building bold ideas for people and planet.',
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(HOME_TITLE);
    expect(metaContent(html, 'property', 'og:url')).toBe('https://profiles.test/');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(canonicalOf(html)).toBe('https://profiles.test/');
  });

  it('embeds the site configuration as a JSON data block', async () => {
    const config = siteConfigOf((await get('/')).body);
    expect(config.productName).toBe('Catalyst');
    expect(config.publicUrl).toBe('https://profiles.test');
    expect(config.contact.generalEmail).toBe('hello@catalyst.example');
  });

  it('writes the tags into the head and keeps the app shell', async () => {
    const html = (await get('/')).body;
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('id="site-config"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>',
    );
  });

  it('is never cached without revalidation', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });
});

describe('other public pages', () => {
  it('titles /about and points its canonical URL at it', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.body)).toEqual(['About | Catalyst Profiles']);
    expect(canonicalOf(response.body)).toBe('https://profiles.test/about');
    expect(metaContent(response.body, 'property', 'og:url')).toBe('https://profiles.test/about');
  });

  it('shows a page however its address is spelt, as the browser’s router does, under one canonical URL', async () => {
    for (const spelling of ['/About', '/about/', '/ABOUT//']) {
      const response = await get(spelling);
      expect(response.statusCode, spelling).toBe(200);
      expect(titlesOf(response.body)).toEqual(['About | Catalyst Profiles']);
      expect(canonicalOf(response.body)).toBe('https://profiles.test/about');
    }
    expect(canonicalOf((await get('/Dashboard/Settings/')).body)).toBe(
      'https://profiles.test/dashboard/settings',
    );
  });

  it('titles /faq', async () => {
    const response = await get('/faq');
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.body)).toEqual(['FAQ | Catalyst Profiles']);
  });

  it('keeps private pages out of search results', async () => {
    const response = await get('/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('lets search engines index public pages', async () => {
    expect((await get('/about')).body).not.toContain('noindex');
  });
});

describe('organization pages', () => {
  it('titles a published organization’s page with its name', async () => {
    const response = await get(`/organizations/${published.slug}`);
    expect(response.statusCode).toBe(200);
    expect(titlesOf(response.body)).toEqual(['Brightfield Solar | Catalyst Profiles']);
  });

  it('describes it as a profile with its own description', async () => {
    const html = (await get(`/organizations/${published.slug}`)).body;
    expect(metaContent(html, 'property', 'og:type')).toBe('profile');
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Community solar for every rooftop &amp; every block.',
    );
    expect(canonicalOf(html)).toBe('https://profiles.test/organizations/brightfield-solar');
  });

  it('shortens a long description to 160 characters for previews', async () => {
    const html = (await get(`/organizations/${longDescription.slug}`)).body;
    const description = metaContent(html, 'property', 'og:description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(description.startsWith('A sentence about our long and winding mission.')).toBe(true);
  });

  it('adds schema.org Organization JSON-LD', async () => {
    const html = (await get(`/organizations/${published.slug}`)).body;
    const body = scriptBody(html, '<script type="application/ld+json">');
    expect(body).toBeDefined();
    expect(JSON.parse(body ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Brightfield Solar',
      description: 'Community solar for every rooftop & every block.',
      url: 'https://brightfield.example.org',
      mainEntityOfPage: 'https://profiles.test/organizations/brightfield-solar',
      foundingDate: '2016',
      address: { '@type': 'PostalAddress', addressCountry: 'US', addressLocality: 'Detroit' },
    });
  });

  it('escapes a hostile name in the title and meta tags', async () => {
    const html = (await get(`/organizations/${evil.slug}`)).body;
    expect(titlesOf(html)).toEqual([
      'Evil &quot;Quotes&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Catalyst Profiles',
    ]);
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Evil &quot;Quotes&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Catalyst Profiles',
    );
  });

  it('lets no name or description close a script element', async () => {
    const html = (await get(`/organizations/${evil.slug}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</script><script>');
    // JSON-LD, site config and the app bundle: nothing more.
    expect(count(html, '<script')).toBe(3);
    expect(count(html, '</script>')).toBe(3);
    const jsonLd = JSON.parse(scriptBody(html, '<script type="application/ld+json">') ?? '') as {
      name: string;
    };
    expect(jsonLd.name).toBe(EVIL_NAME);
  });

  it('answers 404 with noindex for a pending organization', async () => {
    const response = await get(`/organizations/${pending.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titlesOf(response.body)).toEqual(['Organization Not Found | Catalyst Profiles']);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).not.toContain('Unpaid Org');
  });

  it('answers 404 for an organization id that is not a uuid', async () => {
    const response = await get('/organizations/not-an-id');
    expect(response.statusCode).toBe(404);
    expect(titlesOf(response.body)).toEqual(['Organization Not Found | Catalyst Profiles']);
  });
});

describe('every page', () => {
  // The not-found handler is not a route, and compression applies only to routes: pages other
  // than the home page were once sent uncompressed.
  it.each(['/', '/faq', `/organizations/slug`, '/no/such/page'])(
    'is compressed when the client asks: %s',
    async (url) => {
      const path = url === '/organizations/slug' ? `/organizations/${published.slug}` : url;
      const response = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('</html>');
    },
  );

  it('carries the stylesheet inline, so the first paint waits for nothing else', async () => {
    const html = (await get('/about')).body;
    expect(html).toContain(`<style>${STYLESHEET}</style>`);
    // Kept as a disabled link (never fetched) so code loaded later knows it is in place.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-def456.css" disabled>');
    expect(count(html, 'index-def456.css')).toBe(1);
  });

  it('reads a path that starts with two slashes as a path on this site', async () => {
    for (const path of ['//%EE%80%80', '//elsewhere.example/about']) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(new URL(canonicalOf(response.body) ?? 'missing:').host).toBe('profiles.test');
    }
  });
});

describe('unknown paths', () => {
  it('answers an unknown page with a 404 that still serves the app shell', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titlesOf(response.body)).toEqual(['Page Not Found | Catalyst Profiles']);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js">');
  });

  it('answers an unknown API path with JSON, never the app', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
    });
  });

  it('answers a POST to a page path with JSON 404, never the app', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/about' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('serves robots.txt itself, not the app', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.startsWith('User-agent: *')).toBe(true);
    expect(response.body).not.toContain('<html');
  });

  it('never sends index.html raw', async () => {
    const response = await get('/index.html');
    expect([200, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('placeholder');
  });
});

describe('static files', () => {
  it('serves a hashed asset cached for a year as immutable', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET_JS);
  });

  it('serves other files cached briefly', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses a large asset with gzip when asked', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(ASSET_JS);
  });

  it('compresses a large asset with brotli when asked', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(ASSET_JS);
  });

  it('sends an asset uncompressed to a client that does not ask', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET_JS);
  });
});

describe('security headers', () => {
  it.each(['/', '/api/categories'])('sends a strict policy with %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('does not let the policy allow inline scripts', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
  });
});

describe('with PRODUCT_NAME=Spark', () => {
  let spark: TestApp;

  beforeAll(async () => {
    spark = await buildTestApp({ webRoot, env: { PRODUCT_NAME: 'Spark' } });
  });

  afterAll(async () => {
    await spark?.close();
  });

  it('titles pages with the configured brand', async () => {
    const about = await spark.app.inject({ method: 'GET', url: '/about' });
    expect(titlesOf(about.body)).toEqual(['About | Spark Profiles']);
    const home = await spark.app.inject({ method: 'GET', url: '/' });
    expect(titlesOf(home.body)).toEqual([
      'Discover Mission-Driven Organizations Building Bold Ideas | Spark Profiles',
    ]);
  });

  it('hands the configured brand to the app', async () => {
    const home = await spark.app.inject({ method: 'GET', url: '/' });
    expect(siteConfigOf(home.body).productName).toBe('Spark');
    expect(metaContent(home.body, 'property', 'og:site_name')).toBe('Spark Profiles');
    expect(home.body).not.toContain('Catalyst');
  });
});
