import { sql } from 'drizzle-orm';
import { organizations } from '../../db/schema/index.js';

/**
 * Listed: what the public sees (the grid, search, facet counts, the sitemap, a profile's page).
 * Published by billing and not hidden by a moderator; the database's triggers and partial
 * indexes (migration 0008) use the same test, spelled the same way so the indexes apply.
 */
export const listedOrganization = sql`${organizations.status} = 'published' and ${organizations.hiddenAt} is null`;

export function isListed(organization: { status: string; hiddenAt: Date | null }): boolean {
  return organization.status === 'published' && organization.hiddenAt === null;
}
