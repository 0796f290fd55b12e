import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  guestCodeRedemptions,
  guestCodes,
  organizations,
  subscriptions,
} from '../../db/schema/index.js';
import { refreshPublication } from './publication.js';

export interface NewGuestCode {
  codeHash: string;
  maxUses: number;
  expiresAt: Date | null;
  label: string | null;
}

/** A code as operators see it: never its hash. */
export interface GuestCodeSummary {
  id: string;
  label: string | null;
  maxUses: number;
  uses: number;
  expiresAt: Date | null;
  createdAt: Date;
}

export interface RedemptionRequest {
  codeHash: string;
  organizationId: string;
  userId: string;
  /** The grant runs from `now` to `grantEnd`; the code must still be valid at `now`. */
  now: Date;
  grantEnd: Date;
}

/**
 * invalid covers every failure of the code itself (unknown, expired, used up, or the
 * organization has had one): the caller must not tell them apart.
 */
export type RedemptionOutcome = 'redeemed' | 'invalid' | 'already-published' | 'gone';

/** Thrown inside the transaction to roll back a use already counted. */
class RedemptionRefused extends Error {}

const summaryColumns = {
  id: guestCodes.id,
  label: guestCodes.label,
  maxUses: guestCodes.maxUses,
  uses: guestCodes.uses,
  expiresAt: guestCodes.expiresAt,
  createdAt: guestCodes.createdAt,
};

export function createGuestCodesRepository(db: Database) {
  return {
    async insert(code: NewGuestCode): Promise<GuestCodeSummary> {
      const [row] = await db.insert(guestCodes).values(code).returning(summaryColumns);
      if (!row) throw new Error('guest code insert returned nothing');
      return row;
    },

    list: (): Promise<GuestCodeSummary[]> =>
      db.select(summaryColumns).from(guestCodes).orderBy(desc(guestCodes.createdAt)),

    async findOrganization(id: string) {
      const [row] = await db
        .select({
          name: organizations.name,
          createdBy: organizations.createdBy,
          status: organizations.status,
        })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row;
    },

    /**
     * One transaction: the organization's row is locked first (every redemption for it waits
     * its turn, and it cannot be published meanwhile), then the code's use is counted by a
     * single conditional UPDATE (of two racing for a last use, the second finds none left),
     * then the once-per-organization record, the guest subscription and the publication.
     */
    redeem(request: RedemptionRequest): Promise<RedemptionOutcome> {
      const { codeHash, organizationId, userId, now, grantEnd } = request;
      return db
        .transaction(async (tx): Promise<RedemptionOutcome> => {
          const [organization] = await tx
            .select({ status: organizations.status })
            .from(organizations)
            .where(eq(organizations.id, organizationId))
            .for('update');
          if (!organization) return 'gone';
          if (organization.status === 'published') return 'already-published';

          const [use] = await tx
            .update(guestCodes)
            .set({ uses: sql`${guestCodes.uses} + 1` })
            .where(
              and(
                eq(guestCodes.codeHash, codeHash),
                lt(guestCodes.uses, guestCodes.maxUses),
                or(isNull(guestCodes.expiresAt), gt(guestCodes.expiresAt, now)),
              ),
            )
            .returning({ id: guestCodes.id });
          if (!use) return 'invalid';

          const [redemption] = await tx
            .insert(guestCodeRedemptions)
            .values({ organizationId, guestCodeId: use.id, userId, redeemedAt: now })
            .onConflictDoNothing({ target: guestCodeRedemptions.organizationId })
            .returning({ organizationId: guestCodeRedemptions.organizationId });
          if (!redemption) throw new RedemptionRefused();

          await tx.insert(subscriptions).values({
            organizationId,
            userId,
            type: 'guest',
            status: 'active',
            currentPeriodStart: now,
            currentPeriodEnd: grantEnd,
            // A grant ends on its date: nothing renews it.
            cancelAtPeriodEnd: true,
            createdAt: now,
            updatedAt: now,
          });
          await refreshPublication(tx, organizationId, now);
          return 'redeemed';
        })
        .catch((error: unknown) => {
          if (error instanceof RedemptionRefused) return 'invalid';
          throw error;
        });
    },
  };
}

export type GuestCodesRepository = ReturnType<typeof createGuestCodesRepository>;
