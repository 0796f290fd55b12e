import { and, desc, eq, sql } from 'drizzle-orm';
import { CARD_DESCRIPTION_MAX, FOLLOWS_PER_USER_MAX } from '@catalyst/shared';
import type { Database } from '../../db/client.js';
import { organizationFollows, organizations } from '../../db/schema/index.js';
import { listedOrganization } from '../organizations/index.js';

export type FollowOutcome = 'followed' | 'already-following' | 'not-listed' | 'too-many';

export function createFollowsRepository(db: Database) {
  return {
    /**
     * Follows a listed organization. The person's follows are counted and added under a lock of
     * their own, so two requests at once cannot pass the limit together.
     */
    async follow(userId: string, organizationId: string): Promise<FollowOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follows:${userId}`}))`);
        const [listed] = await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(and(eq(organizations.id, organizationId), listedOrganization));
        if (!listed) return 'not-listed';
        const [totals] = await tx
          .select({
            follows: sql<number>`count(*)::int`,
            thisOne: sql<number>`count(*) filter (where ${organizationFollows.organizationId} = ${organizationId})::int`,
          })
          .from(organizationFollows)
          .where(eq(organizationFollows.userId, userId));
        if ((totals?.thisOne ?? 0) > 0) return 'already-following';
        if ((totals?.follows ?? 0) >= FOLLOWS_PER_USER_MAX) return 'too-many';
        await tx.insert(organizationFollows).values({ userId, organizationId });
        return 'followed';
      });
    },

    /** Stops following; nothing to do when the person did not follow it. */
    async unfollow(userId: string, organizationId: string): Promise<void> {
      await db
        .delete(organizationFollows)
        .where(
          and(
            eq(organizationFollows.userId, userId),
            eq(organizationFollows.organizationId, organizationId),
          ),
        );
    },

    /** The person's follows of organizations listed now, newest first, as cards. */
    list(userId: string) {
      return db
        .select({
          followedAt: organizationFollows.createdAt,
          id: organizations.id,
          slug: organizations.slug,
          name: organizations.name,
          // No more than a card shows: the excerpt is cut from it.
          description: sql<string>`left(${organizations.description}, ${CARD_DESCRIPTION_MAX + 1})`,
          logoUrl: organizations.logoUrl,
          categoryIds: organizations.categoryIds,
          countryCode: organizations.countryCode,
          location: organizations.location,
          websiteVerifiedDomain: organizations.websiteVerifiedDomain,
        })
        .from(organizationFollows)
        .innerJoin(organizations, eq(organizations.id, organizationFollows.organizationId))
        .where(and(eq(organizationFollows.userId, userId), listedOrganization))
        .orderBy(desc(organizationFollows.createdAt), desc(organizationFollows.organizationId))
        .limit(FOLLOWS_PER_USER_MAX);
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
