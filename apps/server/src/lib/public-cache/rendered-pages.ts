import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { gzipAfterPrefix, type GzipPrefix } from './gzip-after-prefix.js';
import type { PageVersions } from './page-versions.js';

const compressBrotli = promisify(brotliCompress);
const decompressBrotli = promisify(brotliDecompress);
const compressGzip = promisify(gzip);
const decompressGzip = promisify(gunzip);

type Encoding = 'br' | 'gzip';

/** What answering a kept page needs besides its body. */
export interface PageHead {
  /**
   * Made from the address and the versions of what the page shows, so any instance that
   * reads the same versions names the same page without rendering it.
   */
  etag: string;
  statusCode: number;
  /** Surrogate keys beyond `site`: `listing…`, `org-{id}` (lib/public-cache/listing-keys.ts). */
  keys: readonly string[];
  /** The organizations the page lists, counted as appearances each time it is served. */
  listed: readonly string[];
  /**
   * The versions and UTC day it was rendered at: a directory page still right at later
   * versions is kept on under their etag instead of rendered again (static-spa.ts).
   */
  renderedAt?: { versions: PageVersions; day: string };
}

/** A page rendered for strangers, as the renderer produced it. */
export interface RenderedPage extends PageHead {
  html: Buffer;
  /** What every rendered page begins with, compressed once (gzip-after-prefix.ts). */
  gzipPrefix?: GzipPrefix | undefined;
}

/**
 * A page as it is kept: compressed copies only. A rendered page is 100–270 kB of HTML and its
 * Brotli copy a tenth of that, so keeping the copies alone holds several times more pages in
 * the same memory; the rare client that takes no compression gets the HTML back from a copy.
 */
export interface KeptPage extends PageHead {
  /** Each encoding made once, the first time a client asks for it. */
  copies: Map<Encoding, Promise<Buffer>>;
  /** What the copies made so far hold, for the cache's bound. */
  bytes: number;
}

export interface EncodedBody {
  body: Buffer;
  encoding: Encoding | undefined;
}

/** Memory an entry holds beyond its copies (the etag, keys, map and the cache's own node). */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * Brotli at quality 4, as answers made on the request path are (app-setup.ts): a page is
 * compressed once, but that once is on its first request. Against quality 6, a 120 kB profile
 * takes 1.5 ms instead of 2.0 and a 265 kB home page 1.9 instead of 3.2, for copies 8% larger;
 * at 100,000 organizations first renders of profiles went from 54 to 60 a second and of home
 * pages from 32 to 41 (`npm run bench:pages`). gzip likewise at the per-answer level, 4, and
 * only after the prefix every rendered page shares when there is one.
 */
function encode(html: Buffer, encoding: Encoding, prefix?: GzipPrefix): Promise<Buffer> {
  if (encoding === 'gzip') {
    return prefix ? gzipAfterPrefix(html, prefix, 4) : compressGzip(html, { level: 4 });
  }
  return compressBrotli(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
}

function decode(copy: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? decompressBrotli(copy) : decompressGzip(copy);
}

/**
 * Pages rendered for strangers, in memory, by address, at most `maxBytes` of them (their
 * compressed copies), the least recently asked for leaving first. An entry is served only
 * while its etag is the one the current versions give: a change anywhere it shows makes a new
 * etag, and the next request renders again.
 */
export function createRenderedPages(options: {
  maxBytes: number;
  /** Told of every lookup, for the metrics. */
  onLookup?: (result: 'hit' | 'miss') => void;
}) {
  const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
  const entries = new LRUCache<string, KeptPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.bytes,
  });
  let hits = 0;
  let misses = 0;

  const negotiate = (acceptEncoding: string | undefined) =>
    (acceptEncoding && negotiator.negotiate(acceptEncoding)) || undefined;
  const takersOf = {
    br: new Negotiator<Encoding>({ supportedValues: ['br'] }),
    gzip: new Negotiator<Encoding>({ supportedValues: ['gzip'] }),
  };
  const takes = (acceptEncoding: string | undefined, encoding: Encoding) =>
    Boolean(acceptEncoding && takersOf[encoding].negotiate(acceptEncoding));

  /**
   * The encoding of a page's first copy, made for the request that rendered it: gzip when the
   * page begins with the shared prefix and the client takes gzip, as compressing what follows
   * the prefix costs under a third of compressing the whole page with Brotli, for a copy some
   * 6% larger (docs/decisions/0039-public-pages-cached-never-stale.md); otherwise the client's
   * preference.
   */
  const firstEncoding = (page: RenderedPage, acceptEncoding: string | undefined) =>
    page.gzipPrefix && takes(acceptEncoding, 'gzip') ? 'gzip' : negotiate(acceptEncoding);

  /**
   * Counts a copy once it is made, if the page is still kept at `address`. The cache counts an
   * entry's size when it is set, and only for a new value: the entry is set again as a copy
   * sharing the same copies.
   */
  function account(address: string, entry: KeptPage, copy: Buffer): void {
    const current = entries.peek(address);
    if (current?.copies !== entry.copies) return;
    const bytes = current.bytes + copy.length;
    if (bytes > options.maxBytes) entries.delete(address);
    else entries.set(address, { ...current, bytes });
  }

  return {
    /** The page at `address` if it is kept under `etag`. */
    get(address: string, etag: string): KeptPage | undefined {
      const entry = entries.get(address);
      if (entry?.etag === etag) {
        hits += 1;
        options.onLookup?.('hit');
        return entry;
      }
      misses += 1;
      options.onLookup?.('miss');
      return undefined;
    },

    /** The page kept at `address`, whatever its etag, without counting a lookup. */
    peek(address: string): KeptPage | undefined {
      return entries.peek(address);
    },

    /**
     * Keeps `entry` on under a new etag, its content being what later versions show too, if
     * it is still the page kept at `address`.
     */
    restamp(address: string, entry: KeptPage, head: Pick<PageHead, 'etag' | 'renderedAt'>): void {
      const current = entries.peek(address);
      if (current?.copies !== entry.copies) return;
      entries.set(address, { ...current, ...head });
    },

    /**
     * Keeps a freshly rendered page and gives its body for the request that rendered it. The
     * copy made is one this request accepts (gzip when it takes none, the encoding every
     * client that compresses at all understands).
     */
    async keep(
      address: string,
      page: RenderedPage,
      acceptEncoding: string | undefined,
    ): Promise<EncodedBody> {
      const encoding = firstEncoding(page, acceptEncoding);
      const kept = encoding ?? 'gzip';
      const copy = await encode(page.html, kept, page.gzipPrefix);
      const entry: KeptPage = {
        etag: page.etag,
        statusCode: page.statusCode,
        keys: page.keys,
        listed: page.listed,
        ...(page.renderedAt ? { renderedAt: page.renderedAt } : {}),
        copies: new Map([[kept, Promise.resolve(copy)]]),
        bytes: ENTRY_OVERHEAD_BYTES + copy.length,
      };
      if (entry.bytes <= options.maxBytes) entries.set(address, entry);
      return encoding ? { body: copy, encoding } : { body: page.html, encoding: undefined };
    },

    /**
     * A kept page's body in the best encoding the request accepts, or in another it accepts
     * that a copy was already made in: a new copy only for a client that takes none of them.
     */
    async bodyFor(
      address: string,
      entry: KeptPage,
      acceptEncoding: string | undefined,
    ): Promise<EncodedBody> {
      const encoding = negotiate(acceptEncoding);
      const made = encoding && entry.copies.get(encoding);
      if (made) return { body: await made, encoding };
      for (const [other, copy] of entry.copies) {
        if (takes(acceptEncoding, other)) return { body: await copy, encoding: other };
      }

      // Every entry is kept with one copy made; the HTML comes back from it.
      const [kept, keptCopy] = entry.copies.entries().next().value!;
      const html = await decode(await keptCopy, kept);
      if (!encoding) return { body: html, encoding: undefined };
      const making = entry.copies.get(encoding);
      if (making) return { body: await making, encoding };
      const copy = encode(html, encoding);
      entry.copies.set(encoding, copy);
      account(address, entry, await copy);
      return { body: await copy, encoding };
    },

    stats() {
      return { entries: entries.size, bytes: entries.calculatedSize, hits, misses };
    },
  };
}

export type RenderedPages = ReturnType<typeof createRenderedPages>;
