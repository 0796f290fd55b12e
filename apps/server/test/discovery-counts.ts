import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { organizations, publishedCountryCounts } from '../src/db/schema/index.js';

/**
 * The published totals per country two ways: as the trigger keeps them, and as a query over
 * every published organization computes them from scratch. Tests compare the two.
 */
interface CountryRow {
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
