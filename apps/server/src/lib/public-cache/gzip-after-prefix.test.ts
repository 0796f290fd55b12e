import { spawnSync } from 'node:child_process';
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gzipAfterPrefix, prepareGzipPrefix } from './gzip-after-prefix.js';

/** A template's head: a stylesheet much like the inlined one, repetitive as CSS is. */
const STYLESHEET = Array.from(
  { length: 600 },
  (_, index) => `.c-${index}{margin:${index % 7}px;padding:${index % 5}rem;color:#${index}a0}`,
).join('');
const PREFIX = Buffer.from(`<!doctype html><html lang="en"><head><style>${STYLESHEET}</style>`);

function page(body: string): Buffer {
  return Buffer.concat([PREFIX, Buffer.from(`<title>${body}</title></head><body>${body}</body>`)]);
}

describe('gzip after a shared prefix', () => {
  const prefix = prepareGzipPrefix(PREFIX);

  it('is one gzip member that reads back as the whole page, whatever follows the prefix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 3000 }), async (body) => {
        const whole = page(body);
        const compressed = await gzipAfterPrefix(whole, prefix, 4);
        // gunzip checks the trailer: the CRC-32 and the length of everything it read.
        expect(gunzipSync(compressed).equals(whole)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('is read by the gzip program too', async () => {
    const whole = page('the gzip program');
    const compressed = await gzipAfterPrefix(whole, prefix, 4);
    const gunzip = spawnSync('gzip', ['-dc'], { input: compressed });
    expect(gunzip.status).toBe(0);
    expect(gunzip.stdout.equals(whole)).toBe(true);
  });

  it('compresses only what follows the prefix: the same size as the whole page compressed', async () => {
    const whole = page('a profile '.repeat(500));
    const compressed = await gzipAfterPrefix(whole, prefix, 4);
    const atOnce = gzipSync(whole, { level: 4 });
    expect(compressed.length).toBeLessThan(atOnce.length * 1.03);
    expect(compressed.subarray(10, 10 + prefix.deflated.length).equals(prefix.deflated)).toBe(true);
  });

  it('compresses a page that does not begin with the prefix whole', async () => {
    for (const other of [Buffer.from('<!doctype html><p>short'), Buffer.from(`x${PREFIX}`)]) {
      const compressed = await gzipAfterPrefix(other, prefix, 4);
      expect(gunzipSync(compressed).equals(other)).toBe(true);
      expect(compressed.includes(prefix.deflated)).toBe(false);
    }
  });
});
