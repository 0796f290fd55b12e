import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import { CARD_DESCRIPTION_MAX, utcDay } from '@catalyst/shared';
import type { Database } from '../../../db/client.js';
import {
  categories,
  countries,
  discoveryChanges,
  discoveryState,
  organizations,
} from '../../../db/schema/index.js';
import { listedOrganization } from '../listing.js';
import type { DiscoveryTaxonomy, IndexedOrganization } from './discovery-index.js';

/** Timestamps as microseconds since the epoch, exact (numeric), as text for the driver. */
const micros = (column: typeof organizations.publishedAt | typeof organizations.updatedAt) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

const indexedColumns = {
  id: organizations.id,
  name: organizations.name,
  description: organizations.description,
  location: organizations.location,
  countryCode: organizations.countryCode,
  categoryIds: organizations.categoryIds,
  publishedAt: micros(organizations.publishedAt),
  updatedAt: micros(organizations.updatedAt),
  // The last day of its latest role not closed, in days since the epoch: the index decides
  // at each query whether that is today or later ('Hiring now').
  // Spelled out: Drizzle leaves the table off columns in a one-table query, which inside
  // this subquery would name the role's own columns.
  hiringThrough: sql<number | null>`(
    select (max(r.valid_through) - date '1970-01-01')::int from open_roles r
     where r.organization_id = "organizations"."id" and r.closed_at is null
  )`,
};

/** How many roles of the organization are open on `today` (UTC), for its card. */
const openRoleCount = (today: string) =>
  sql<number>`(
    select count(*)::int from open_roles r
     where r.organization_id = "organizations"."id" and r.closed_at is null
       and r.valid_through >= ${today}::date
  )`;

type IndexedRow = Omit<IndexedOrganization, 'publishedAt' | 'updatedAt' | 'hiringThrough'> & {
  publishedAt: string;
  updatedAt: string;
  hiringThrough: number | string | null;
};

function toIndexed(row: IndexedRow): IndexedOrganization {
  return {
    ...row,
    publishedAt: Number(row.publishedAt),
    updatedAt: Number(row.updatedAt),
    hiringThrough: row.hiringThrough === null ? null : Number(row.hiringThrough),
  };
}

const published = listedOrganization;

/** What the in-memory discovery index is built and kept current from. */
export function createDiscoveryRepository(db: Database) {
  return {
    async loadTaxonomy(): Promise<DiscoveryTaxonomy> {
      const [categoryRows, countryRows] = await Promise.all([
        db
          .select({ id: categories.id, groupId: categories.groupId, name: categories.name })
          .from(categories)
          .orderBy(asc(categories.id)),
        db
          .select({ code: countries.code, name: countries.name })
          .from(countries)
          .orderBy(asc(countries.code)),
      ]);
      return {
        categories: categoryRows,
        countryCodes: countryRows.map((row) => row.code),
        countryNames: countryRows.map((row) => row.name),
      };
    },

    async countPublished(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(organizations)
        .where(published);
      return row?.count ?? 0;
    },

    /**
     * Every published organization, grouped by country, a batch at a time (keyset paging).
     * Each batch is its own query: a row changed meanwhile can be met twice or not at all,
     * which the build's catch-up through the change log settles (DiscoveryIndex.build).
     */
    async *publishedByCountry(batchSize: number): AsyncGenerator<IndexedOrganization[]> {
      let after: { countryCode: string; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select(indexedColumns)
          .from(organizations)
          .where(
            after
              ? and(
                  published,
                  // A row comparison, which the (country_code, id) index answers as a range.
                  sql`(${organizations.countryCode}, ${organizations.id}) > (${after.countryCode}, ${after.id}::uuid)`,
                )
              : published,
          )
          .orderBy(asc(organizations.countryCode), asc(organizations.id))
          .limit(batchSize);
        if (rows.length === 0) return;
        yield rows.map(toIndexed);
        if (rows.length < batchSize) return;
        const last = rows.at(-1)!;
        after = { countryCode: last.countryCode, id: last.id };
      }
    },

    /** The version the last change committed so far carries. */
    async currentVersion(): Promise<number> {
      const [row] = await db.select({ version: discoveryState.version }).from(discoveryState);
      return row?.version ?? 0;
    },

    /** Logged changes after `version`, oldest first. */
    async changesSince(version: number, limit: number) {
      return db
        .select({
          version: discoveryChanges.version,
          organizationId: discoveryChanges.organizationId,
        })
        .from(discoveryChanges)
        .where(gt(discoveryChanges.version, version))
        .orderBy(asc(discoveryChanges.version))
        .limit(limit);
    },

    /** Those of these organizations that are published, as they are now. */
    async publishedByIds(ids: string[]): Promise<IndexedOrganization[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(indexedColumns)
        .from(organizations)
        .where(and(published, inArray(organizations.id, ids)));
      return rows.map(toIndexed);
    },

    /**
     * The grid's cards of these organizations (any order; the caller orders them), with no
     * more of the description than a card shows (and one character to tell it was longer),
     * and the discovery version they were read at: one round trip.
     */
    async cardsAt(ids: string[], today: string = utcDay()) {
      const rows = await db
        .select({
          version: discoveryState.version,
          id: organizations.id,
          slug: organizations.slug,
          name: organizations.name,
          description: sql<string>`left(${organizations.description}, ${CARD_DESCRIPTION_MAX + 1})`,
          logoUrl: organizations.logoUrl,
          categoryIds: organizations.categoryIds,
          countryCode: organizations.countryCode,
          location: organizations.location,
          openRoleCount: openRoleCount(today),
          websiteVerifiedDomain: organizations.websiteVerifiedDomain,
        })
        .from(discoveryState)
        .leftJoin(organizations, ids.length > 0 ? inArray(organizations.id, ids) : sql`false`);
      const cards = rows.flatMap(
        ({ version: _, id, slug, name, description, countryCode, openRoleCount, ...rest }) =>
          id !== null &&
          slug !== null &&
          name !== null &&
          description !== null &&
          countryCode !== null
            ? [
                {
                  id,
                  slug,
                  name,
                  description,
                  countryCode,
                  openRoleCount: openRoleCount ?? 0,
                  ...rest,
                  categoryIds: rest.categoryIds ?? [],
                },
              ]
            : [],
      );
      return { version: rows[0]?.version ?? 0, cards };
    },

    /** Forgets changes logged before `cutoff`; a process that still needed them rebuilds. */
    async pruneChangesBefore(cutoff: Date): Promise<number> {
      const removed = await db
        .delete(discoveryChanges)
        .where(lt(discoveryChanges.changedAt, cutoff))
        .returning({ version: discoveryChanges.version });
      return removed.length;
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
