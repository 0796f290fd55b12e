import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareGzipPrefix } from './gzip-after-prefix.js';
import { createRenderedPages, type RenderedPage } from './rendered-pages.js';

/** A page as large and as repetitive as a rendered one: markup, then its hydration data. */
function renderedPage(address: string, etag = 'W/"1"'): RenderedPage {
  const cards = Array.from(
    { length: 400 },
    (_, index) => `<article class="card"><h2>${address} organization ${index}</h2></article>`,
  ).join('');
  return {
    etag,
    statusCode: 200,
    keys: ['listing'],
    listed: [],
    html: Buffer.from(`<html>${cards}</html>`),
  };
}

const BROWSER = 'gzip, deflate, br';

describe('rendered pages', () => {
  it('keeps a page as its compressed copy and answers each encoding with the same HTML', async () => {
    const pages = createRenderedPages({ maxBytes: 10_000_000 });
    const page = renderedPage('/');

    const first = await pages.keep('/', page, BROWSER);
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body).equals(page.html)).toBe(true);

    const kept = pages.get('/', page.etag)!;
    expect(kept).toBeDefined();
    expect(kept).not.toHaveProperty('html');
    // Only the compressed copy is counted, a small part of the HTML.
    const afterFirst = pages.stats().bytes;
    expect(afterFirst).toBeLessThan(page.html.length / 5);

    const gzipped = await pages.bodyFor('/', kept, 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(page.html)).toBe(true);
    expect(pages.stats().bytes).toBeGreaterThan(afterFirst);

    const plain = await pages.bodyFor('/', kept, undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(page.html)).toBe(true);

    // The second copy is made once and reused.
    expect((await pages.bodyFor('/', kept, 'gzip')).body).toBe(gzipped.body);
  });

  it('keeps a page that begins with the shared prefix as gzip, made after the prefix, and serves that copy to browsers', async () => {
    const pages = createRenderedPages({ maxBytes: 10_000_000 });
    const template = Buffer.from(`<html><head><style>${'.a{b:c}'.repeat(2000)}</style>`);
    const page = { ...renderedPage('/'), html: Buffer.concat([template, renderedPage('/').html]) };
    const gzipPrefix = prepareGzipPrefix(template);

    const first = await pages.keep('/', { ...page, gzipPrefix }, BROWSER);
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.body).equals(page.html)).toBe(true);
    // Compressed after the prefix: its blocks, made once, are in the copy as they are.
    expect(first.body.includes(gzipPrefix.deflated)).toBe(true);

    // A browser that prefers Brotli takes gzip too: the copy made is served, none is added.
    const kept = pages.get('/', page.etag)!;
    const again = await pages.bodyFor('/', kept, 'br, gzip');
    expect(again).toEqual({ body: first.body, encoding: 'gzip' });
    expect([...kept.copies.keys()]).toEqual(['gzip']);

    // A client that takes Brotli alone gets a copy of its own, once.
    const brotli = await pages.bodyFor('/', kept, 'br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(page.html)).toBe(true);
    expect([...kept.copies.keys()]).toEqual(['gzip', 'br']);

    // Without the prefix, the browser's preference decides the first copy.
    const elsewhere = await pages.keep('/other', page, BROWSER);
    expect(elsewhere.encoding).toBe('br');
  });

  it('answers a client that takes no compression with the HTML, keeping a gzip copy', async () => {
    const pages = createRenderedPages({ maxBytes: 10_000_000 });
    const page = renderedPage('/about');
    const answer = await pages.keep('/about', page, undefined);
    expect(answer).toEqual({ body: page.html, encoding: undefined });
    const kept = pages.get('/about', page.etag)!;
    expect([...kept.copies.keys()]).toEqual(['gzip']);
    expect((await pages.bodyFor('/about', kept, 'identity')).body.equals(page.html)).toBe(true);
  });

  it('serves a page only under the etag it was kept with, and counts hits and misses', async () => {
    const pages = createRenderedPages({ maxBytes: 10_000_000 });
    await pages.keep('/', renderedPage('/', 'W/"1"'), BROWSER);
    expect(pages.get('/', 'W/"2"')).toBeUndefined();
    expect(pages.get('/', 'W/"1"')).toBeDefined();
    expect(pages.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('holds many more pages than their HTML would fit, the least recently asked for leaving first', async () => {
    const page = renderedPage('/a');
    const maxBytes = page.html.length * 3;
    const pages = createRenderedPages({ maxBytes });
    const addresses = Array.from({ length: 100 }, (_, index) => `/organizations/o-${index}`);
    for (const address of addresses) {
      await pages.keep(address, renderedPage(address), BROWSER);
    }
    // Three pages' worth of HTML holds far more than three pages.
    expect(pages.stats().entries).toBeGreaterThan(12);
    expect(pages.stats().bytes).toBeLessThanOrEqual(maxBytes);
    expect(pages.get(addresses[0]!, page.etag)).toBeUndefined();
    expect(pages.get(addresses.at(-1)!, page.etag)).toBeDefined();
  });
});
