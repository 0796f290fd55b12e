import type { SqlExecutor } from '../jobs/sql-executor.js';
import { LISTING_KEY } from './http-caching.js';
import { purgeKeysOfChanges } from './listing-keys.js';

/**
 * The versions a page's content depends on, read in one statement before it is rendered:
 * what every page shows (`site`), the directory (the discovery version) and, for a profile's
 * address, the organization the slug names now and its version. Read before the content, so
 * a page rendered from later content is kept under earlier versions, never the other way round.
 */
export interface PageVersions {
  site: number;
  listing: number;
  /** The organization the address's slug (current or former) names, if any. */
  organization?: { id: string; version: number };
}

interface VersionRow {
  site: string | number | null;
  listing: string | number | null;
  organization_id: string | null;
  organization: string | number | null;
}

const READ_VERSIONS = `
  SELECT (SELECT version FROM page_versions WHERE key = 'site') AS site,
         (SELECT version FROM discovery_state) AS listing,
         s.organization_id,
         (SELECT version FROM page_versions WHERE key = 'org:' || s.organization_id) AS organization
    FROM (SELECT 1) AS one
    LEFT JOIN organization_slugs s ON s.slug = $1`;

/** Past this many changes, naming them is not worth it: the whole directory changed. */
const MAX_NAMED_CHANGES = 100;

const DISCOVERY_CHANGES = `
  SELECT organization_id, aspects, text_before, text_after, country_code, category_ids
    FROM discovery_changes
   WHERE version > $1 AND version <= $2
   LIMIT ${MAX_NAMED_CHANGES + 1}`;

/**
 * The surrogate keys of what the directory changes after version `from`, up to `to`, altered:
 * the changed organizations' and their changes' aspects (listing-keys.ts). A range the log
 * does not hold whole (a bulk load's version, rows pruned) or too long to name is `listing`,
 * every directory answer.
 */
export async function listingChangeKeys(
  sql: SqlExecutor,
  from: number,
  to: number,
): Promise<string[]> {
  if (to <= from) return [];
  if (to - from > MAX_NAMED_CHANGES) return [LISTING_KEY];
  const { rows } = await sql(DISCOVERY_CHANGES, [from, to]);
  const changes = rows as Array<{
    organization_id: string;
    aspects: string[];
    text_before: string | null;
    text_after: string | null;
    country_code: string | null;
    category_ids: string[] | null;
  }>;
  if (changes.length !== to - from) return [LISTING_KEY];
  return purgeKeysOfChanges(
    changes.map((change) => ({
      organizationId: change.organization_id,
      aspects: change.aspects,
      textBefore: change.text_before,
      textAfter: change.text_after,
      countryCode: change.country_code,
      categoryIds: change.category_ids,
    })),
  );
}

/** Reads page versions through the app's own connection (raw SQL: it runs on every page). */
export function createPageVersionsReader(sql: SqlExecutor) {
  return {
    async read(slug: string | undefined): Promise<PageVersions> {
      // Read twice for every page rendered: a prepared statement.
      const { rows } = await sql(READ_VERSIONS, [slug ?? null], 'page_versions');
      const row = rows[0] as VersionRow;
      return {
        // A key never changed since the migration has no row: version 0.
        site: Number(row.site ?? 0),
        listing: Number(row.listing ?? 0),
        ...(row.organization_id
          ? { organization: { id: row.organization_id, version: Number(row.organization ?? 0) } }
          : {}),
      };
    },
    listingChangeKeys: (from: number, to: number) => listingChangeKeys(sql, from, to),
  };
}

export type PageVersionsReader = ReturnType<typeof createPageVersionsReader>;
