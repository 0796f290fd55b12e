import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  categoryFacetCounts,
  countries,
  discoveryState,
  organizationCategories,
  organizations,
  publishedCountryCounts,
} from '../../db/schema/index.js';

export interface PublishedFilter {
  countryCode?: string | undefined;
  /** Each inner list is one category group's selection: OR inside, AND between lists. */
  categoryGroups: string[][];
}

/** Position in the feed ordering (published_at desc, id desc); the timestamp kept as text
 * so its microseconds survive the round trip through the cursor. */
export interface FeedPosition {
  publishedAt: string;
  id: string;
}

function publishedWhere(filter: PublishedFilter): SQL {
  const conditions: SQL[] = [sql`${organizations.status} = 'published'`];
  if (filter.countryCode) conditions.push(eq(organizations.countryCode, filter.countryCode));
  for (const group of filter.categoryGroups) {
    conditions.push(sql`${organizations.categoryIds} && ${toTextArray(group)}`);
  }
  return and(...conditions)!;
}

function toTextArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

export function createOrganizationsRepository(db: Database) {
  return {
    /** One page of the public feed plus one row, so the caller knows if another page exists. */
    findPublishedPage(filter: PublishedFilter, after: FeedPosition | undefined, limit: number) {
      const where = after
        ? and(
            publishedWhere(filter),
            sql`(${organizations.publishedAt}, ${organizations.id}) < (${after.publishedAt}::timestamptz, ${after.id}::uuid)`,
          )
        : publishedWhere(filter);
      return db
        .select({
          id: organizations.id,
          name: organizations.name,
          description: organizations.description,
          logoUrl: organizations.logoUrl,
          categoryIds: organizations.categoryIds,
          countryCode: organizations.countryCode,
          location: organizations.location,
          publishedAt: sql<string>`${organizations.publishedAt}::text`,
        })
        .from(organizations)
        .where(where)
        .orderBy(
          sql`${organizations.publishedAt} desc nulls last`,
          sql`${organizations.id} desc nulls last`,
        )
        .limit(limit + 1);
    },

    /**
     * How many published organizations match. The common cases read the trigger-kept
     * aggregates in O(countries); only combinations of categories count rows (GIN bitmap).
     */
    async countPublished(filter: PublishedFilter): Promise<number> {
      const [onlyGroup, ...otherGroups] = filter.categoryGroups;
      if (!onlyGroup) {
        const [row] = await db
          .select({
            total: sql<number>`coalesce(sum(${publishedCountryCounts.organizationCount}), 0)::int`,
          })
          .from(publishedCountryCounts)
          .where(
            filter.countryCode
              ? eq(publishedCountryCounts.countryCode, filter.countryCode)
              : undefined,
          );
        return row?.total ?? 0;
      }
      const [onlyCategory, ...otherCategories] = onlyGroup;
      if (onlyCategory && otherCategories.length === 0 && otherGroups.length === 0) {
        const [row] = await db
          .select({
            total: sql<number>`coalesce(sum(${categoryFacetCounts.organizationCount}), 0)::int`,
          })
          .from(categoryFacetCounts)
          .where(
            and(
              eq(categoryFacetCounts.categoryId, onlyCategory),
              filter.countryCode
                ? eq(categoryFacetCounts.countryCode, filter.countryCode)
                : undefined,
            ),
          );
        return row?.total ?? 0;
      }
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(organizations)
        .where(publishedWhere(filter));
      return row?.total ?? 0;
    },

    /** Published organizations per category within a country (all countries when omitted). */
    categoryFacets(countryCode: string | undefined) {
      return db
        .select({
          categoryId: categoryFacetCounts.categoryId,
          count: sql<number>`sum(${categoryFacetCounts.organizationCount})::int`,
        })
        .from(categoryFacetCounts)
        .where(countryCode ? eq(categoryFacetCounts.countryCode, countryCode) : undefined)
        .groupBy(categoryFacetCounts.categoryId)
        .orderBy(asc(categoryFacetCounts.categoryId));
    },

    /** Changes, in the same transaction, with anything the discovery counts depend on. */
    async discoveryVersion(): Promise<number> {
      const [row] = await db.select({ version: discoveryState.version }).from(discoveryState);
      return row?.version ?? 0;
    },

    /** Countries with at least one published organization. */
    listActiveCountries() {
      return db
        .select({ code: countries.code, name: countries.name, flagEmoji: countries.flagEmoji })
        .from(countries)
        .innerJoin(publishedCountryCounts, eq(publishedCountryCounts.countryCode, countries.code))
        .where(sql`${publishedCountryCounts.organizationCount} > 0`)
        .orderBy(asc(countries.code));
    },

    async findById(id: string) {
      const [organization] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, id))
        .limit(1);
      if (!organization) return undefined;
      const links = await db
        .select({
          categoryId: organizationCategories.categoryId,
          position: organizationCategories.position,
          detailText: organizationCategories.detailText,
          imageUrl: organizationCategories.imageUrl,
        })
        .from(organizationCategories)
        .where(eq(organizationCategories.organizationId, id))
        .orderBy(asc(organizationCategories.position), asc(organizationCategories.categoryId));
      return { ...organization, links };
    },

    /** Every published profile for the sitemap, oldest first so page boundaries are stable. */
    listPublishedForSitemap(offset: number, limit: number) {
      return db
        .select({ id: organizations.id, updatedAt: organizations.updatedAt })
        .from(organizations)
        .where(sql`${organizations.status} = 'published'`)
        .orderBy(asc(organizations.createdAt), asc(organizations.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
export type OrganizationRecord = NonNullable<
  Awaited<ReturnType<OrganizationsRepository['findById']>>
>;
