/**
 * The addresses the throughput rows ask for: distinct profiles from the published ones, home
 * pages under the discovery benchmark's filters and searches, and a popular-pages mix whose
 * profiles follow a Zipf law, as page views on a real directory do (a few profiles get most
 * of the views, and a long tail the rest).
 */
import type { Category, Country } from '@catalyst/shared';
import pg from 'pg';
import { seededRandom } from '../../test/seeded-random.js';
import { shuffled, weighted, type Random } from '../directory/random-tools.js';
import {
  distinctRequests,
  listingRequestGenerator,
  type DiscoveryTaxonomy,
} from '../discovery/listing-requests.js';
import { ACCEPT_HTML, ACCEPT_JSON, type NextRequest } from './measure-row.js';

/** Every published slug, in a seeded random order: the same seed asks for the same profiles. */
export async function publishedSlugs(databaseUrl: string, seed: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string }>(
      `select slug from organizations where status = 'published' order by id`,
    );
    if (rows.length === 0) {
      throw new Error('no published organizations: load some first with npm run bench:data');
    }
    return shuffled(
      seededRandom(seed),
      rows.map((row) => row.slug),
    );
  } finally {
    await client.end();
  }
}

export async function discoveryTaxonomy(baseUrl: string): Promise<DiscoveryTaxonomy> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: ACCEPT_JSON });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    categories: await read<Category[]>('/api/categories'),
    countries: (await read<Country[]>('/api/organizations/active-countries')).map(
      (country) => country.code,
    ),
  };
}

/** The home page takes the listing's own parameters; further pages are a cursor away. */
export function homePathOf(listingPath: string): string {
  const query = listingPath.includes('?') ? listingPath.slice(listingPath.indexOf('?')) : '';
  const withoutCursor = query.replace(/([?&])cursor=[^&]*&?/, '$1').replace(/[?&]$/, '');
  return `/${withoutCursor}`;
}

/** Listing queries (filters, searches, orders), each new while the generator finds new ones. */
export function listingQueries(taxonomy: DiscoveryTaxonomy, random: Random) {
  const any = listingRequestGenerator(taxonomy, random);
  const distinct = distinctRequests(any);
  let repeats = 0;
  return {
    next(): string {
      try {
        return distinct().path;
      } catch {
        // The request space is exhausted: a repeat beats stopping the run.
        repeats += 1;
        return any().path;
      }
    },
    repeats: () => repeats,
  };
}

/** Slugs handed out in order, never twice while any remain; then from the start again. */
export function distinctSlugs(slugs: readonly string[], from: number, to: number) {
  let next = from;
  let reused = 0;
  return {
    next(): string {
      if (next >= to) {
        next = from;
        reused += 1;
      }
      const slug = slugs[next]!;
      next += 1;
      return slug;
    },
    /** How many times the range ran out and started again (0: every address was distinct). */
    wraps: () => reused,
  };
}

/** A sampler of ranks 0..n-1 where rank r is drawn in proportion to 1 / (r + 1)^exponent. */
export function zipf(n: number, exponent: number): (random: Random) => number {
  return weighted(Array.from({ length: n }, (_, rank) => [rank, 1 / (rank + 1) ** exponent]));
}

export interface PopularMixOptions {
  /** The profiles that get views, most popular first. */
  profiles: readonly string[];
  exponent: number;
  /** Listing queries people share and revisit (popular filters and searches). */
  popularQueries: readonly string[];
  random: Random;
}

/**
 * What visitors and crawlers fetch on a busy day: profile pages (55%) and the profile API the
 * web's navigations read (20%), both over Zipf-popular profiles; the plain home page (15%);
 * the home page under a popular filter or search (5%); the listing API's popular queries (5%).
 */
export function popularMix(options: PopularMixOptions): () => NextRequest {
  const profileRank = zipf(options.profiles.length, options.exponent);
  const queryRank = zipf(options.popularQueries.length, options.exponent);
  const kind = weighted([
    ['profile page', 55],
    ['profile api', 20],
    ['home', 15],
    ['home filtered', 5],
    ['listing api', 5],
  ] as const);
  return () => {
    const { random } = options;
    switch (kind(random)) {
      case 'profile page':
        return {
          path: `/organizations/${options.profiles[profileRank(random)]}`,
          headers: ACCEPT_HTML,
        };
      case 'profile api':
        return {
          path: `/api/organizations/${options.profiles[profileRank(random)]}`,
          headers: ACCEPT_JSON,
        };
      case 'home':
        return { path: '/', headers: ACCEPT_HTML };
      case 'home filtered':
        return {
          path: homePathOf(options.popularQueries[queryRank(random)]!),
          headers: ACCEPT_HTML,
        };
      case 'listing api':
        return { path: options.popularQueries[queryRank(random)]!, headers: ACCEPT_JSON };
    }
  };
}

/** Every address the popular mix can ask for: what a cache that has been up a while holds. */
export function popularAddresses(
  options: Pick<PopularMixOptions, 'profiles' | 'popularQueries'>,
): NextRequest[] {
  return [
    { path: '/', headers: ACCEPT_HTML },
    ...options.popularQueries.flatMap((query) => [
      { path: homePathOf(query), headers: ACCEPT_HTML },
      { path: query, headers: ACCEPT_JSON },
    ]),
    ...options.profiles.flatMap((slug) => [
      { path: `/organizations/${slug}`, headers: ACCEPT_HTML },
      { path: `/api/organizations/${slug}`, headers: ACCEPT_JSON },
    ]),
  ];
}

/** Asks for each address once, `concurrency` at a time; answers how many were not 2xx. */
export async function fetchAll(
  baseUrl: string,
  addresses: readonly NextRequest[],
  concurrency: number,
): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const { path, headers } = addresses[next++]!;
      const response = await fetch(`${baseUrl}${path}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}
