import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import {
  categoryFacetCounts,
  organizationCategories,
  organizations,
  publishedCountryCounts,
} from '../src/db/schema/index.js';

/**
 * The discovery counts two ways: as the triggers keep them, and as a query over every
 * published organization computes them from scratch. Tests compare the two.
 */
export interface FacetRow {
  countryCode: string;
  categoryId: string;
  organizationCount: number;
}

const byKey = (a: FacetRow, b: FacetRow) =>
  `${a.countryCode}/${a.categoryId}` < `${b.countryCode}/${b.categoryId}` ? -1 : 1;

export async function maintainedFacets(db: Database): Promise<FacetRow[]> {
  const rows = await db
    .select({
      countryCode: categoryFacetCounts.countryCode,
      categoryId: categoryFacetCounts.categoryId,
      organizationCount: categoryFacetCounts.organizationCount,
    })
    .from(categoryFacetCounts);
  return rows.sort(byKey);
}

/** The brute-force truth: published organizations joined to their links, counted. */
export async function aggregatedFacets(db: Database): Promise<FacetRow[]> {
  const rows = await db
    .select({
      countryCode: organizations.countryCode,
      categoryId: organizationCategories.categoryId,
      organizationCount: sql<number>`count(*)::int`,
    })
    .from(organizationCategories)
    .innerJoin(organizations, eq(organizations.id, organizationCategories.organizationId))
    .where(eq(organizations.status, 'published'))
    .groupBy(organizations.countryCode, organizationCategories.categoryId);
  return rows.sort(byKey);
}

export interface CountryRow {
  countryCode: string;
  organizationCount: number;
}

const byCountry = (a: CountryRow, b: CountryRow) => (a.countryCode < b.countryCode ? -1 : 1);

/** The kept per-country totals; a row left at zero means the same as no row. */
export async function maintainedCountryCounts(db: Database): Promise<CountryRow[]> {
  const rows = await db
    .select({
      countryCode: publishedCountryCounts.countryCode,
      organizationCount: publishedCountryCounts.organizationCount,
    })
    .from(publishedCountryCounts);
  return rows.filter((row) => row.organizationCount !== 0).sort(byCountry);
}

export async function aggregatedCountryCounts(db: Database): Promise<CountryRow[]> {
  const rows = await db
    .select({
      countryCode: organizations.countryCode,
      organizationCount: sql<number>`count(*)::int`,
    })
    .from(organizations)
    .where(eq(organizations.status, 'published'))
    .groupBy(organizations.countryCode);
  return rows.sort(byCountry);
}
