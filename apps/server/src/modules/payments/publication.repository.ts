import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, subscriptions, type OrganizationStatus } from '../../db/schema/index.js';
import { settleSlug } from '../organizations/index.js';
import { keepsPublished } from './publication.js';

/** A database or an open transaction: publication is always refreshed inside the write. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Makes the organization's publication follow its subscriptions, in the caller's transaction:
 * published while any subscription keeps it; otherwise pending if it was never published and
 * lapsed if it was. Publishing stamps publishedAt (the feed's order) only on the way in, and
 * gives a profile the public can now see the readable address its name asks for.
 * The row is locked first, so concurrent refreshes of one organization apply one at a time.
 * Returns the new status, or undefined when the organization is gone.
 */
export async function refreshPublication(
  db: Executor,
  organizationId: string,
  now: Date = new Date(),
): Promise<OrganizationStatus | undefined> {
  const [organization] = await db
    .select({ status: organizations.status, subscriptionType: organizations.subscriptionType })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!organization) return undefined;

  const rows = await db
    .select({
      type: subscriptions.type,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .orderBy(desc(subscriptions.updatedAt));
  const keeping = rows.find((row) => keepsPublished(row, now));

  const status: OrganizationStatus = keeping
    ? 'published'
    : organization.status === 'pending'
      ? 'pending'
      : 'lapsed';
  const subscriptionType = keeping?.type ?? rows[0]?.type ?? organization.subscriptionType;
  if (status === organization.status && subscriptionType === organization.subscriptionType) {
    return status;
  }
  await db
    .update(organizations)
    .set({
      status,
      subscriptionType,
      ...(status === 'published' && organization.status !== 'published'
        ? { publishedAt: now }
        : {}),
      updatedAt: now,
    })
    .where(eq(organizations.id, organizationId));
  if (status === 'published' && organization.status !== 'published') {
    await settleSlug(db, organizationId);
  }
  return status;
}
