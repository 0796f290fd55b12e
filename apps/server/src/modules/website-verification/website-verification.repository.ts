import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, websiteEmailChallenges } from '../../db/schema/index.js';
import { memberRoleOf } from '../organizations/index.js';

type VerificationMethod = 'file' | 'meta' | 'email';

export function createWebsiteVerificationRepository(db: Database) {
  return {
    /** The organization's verification state, and the caller's role in it (their access). */
    async findOrganization(organizationId: string, userId: string) {
      const [row] = await db
        .select({
          id: organizations.id,
          slug: organizations.slug,
          name: organizations.name,
          status: organizations.status,
          websiteUrl: organizations.websiteUrl,
          verifiedAt: organizations.websiteVerifiedAt,
          verifiedDomain: organizations.websiteVerifiedDomain,
          method: organizations.websiteVerificationMethod,
          token: organizations.websiteVerificationToken,
          memberRole: memberRoleOf(userId),
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .limit(1);
      return row;
    },

    /** Keeps the first token made: two first visits at once agree on one. */
    async ensureToken(organizationId: string, candidate: string): Promise<string> {
      await db
        .update(organizations)
        .set({ websiteVerificationToken: candidate })
        .where(
          and(eq(organizations.id, organizationId), isNull(organizations.websiteVerificationToken)),
        );
      const [row] = await db
        .select({ token: organizations.websiteVerificationToken })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.token ?? candidate;
    },

    /**
     * Marks the website verified, only if it is still the one that was proven: an edit while
     * the check ran (which the trigger answers by clearing the badge) must not be undone.
     */
    async markVerified(
      organizationId: string,
      provenWebsiteUrl: string,
      domain: string,
      method: VerificationMethod,
    ): Promise<boolean> {
      const updated = await db
        .update(organizations)
        .set({
          websiteVerifiedAt: new Date(),
          websiteVerifiedDomain: domain,
          websiteVerificationMethod: method,
        })
        .where(
          and(eq(organizations.id, organizationId), eq(organizations.websiteUrl, provenWebsiteUrl)),
        )
        .returning({ id: organizations.id });
      return updated.length > 0;
    },

    async addEmailChallenge(values: {
      organizationId: string;
      email: string;
      domain: string;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db.insert(websiteEmailChallenges).values(values);
    },

    /** Takes the challenge out (a link works once), whether or not it has expired. */
    async takeEmailChallenge(tokenHash: string) {
      const [row] = await db
        .delete(websiteEmailChallenges)
        .where(eq(websiteEmailChallenges.tokenHash, tokenHash))
        .returning();
      return row;
    },

    /** The organization a confirmed link names, as it is now. */
    async findOrganizationById(organizationId: string) {
      const [row] = await db
        .select({
          id: organizations.id,
          slug: organizations.slug,
          name: organizations.name,
          websiteUrl: organizations.websiteUrl,
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .limit(1);
      return row;
    },

    async deleteExpiredChallenges(now: Date): Promise<void> {
      await db.delete(websiteEmailChallenges).where(lte(websiteEmailChallenges.expiresAt, now));
    },
  };
}

export type WebsiteVerificationRepository = ReturnType<typeof createWebsiteVerificationRepository>;
