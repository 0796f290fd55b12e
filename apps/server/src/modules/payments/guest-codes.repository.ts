import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  guestCodeRedemptions,
  guestCodes,
  organizations,
  subscriptions,
} from '../../db/schema/index.js';
import { writeAuditEntry, type AuditEntry } from '../audit/index.js';
import { refreshPublication } from './publication.repository.js';
import { memberRoleOf } from '../organizations/index.js';

interface NewGuestCode {
  id: string;
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
  revokedAt: Date | null;
  createdAt: Date;
}

/** A code with the organizations it published, for the admin console. */
export interface GuestCodeWithRedemptions extends GuestCodeSummary {
  redemptions: Array<{ organizationId: string; organizationName: string | null; redeemedAt: Date }>;
}

type RevocationOutcome = 'revoked' | 'already-revoked' | 'gone';

interface RedemptionRequest {
  codeHash: string;
  organizationId: string;
  userId: string;
  /** The grant runs from `now` to `grantEnd`; the code must still be valid at `now`. */
  now: Date;
  grantEnd: Date;
}

/**
 * invalid covers every failure of the code itself (unknown, expired, used up, revoked, or the
 * organization has had one): the caller must not tell them apart.
 */
type RedemptionOutcome = 'redeemed' | 'invalid' | 'already-published' | 'gone';

/** Thrown inside the transaction to roll back a use already counted. */
class RedemptionRefused extends Error {}

const summaryColumns = {
  id: guestCodes.id,
  label: guestCodes.label,
  maxUses: guestCodes.maxUses,
  uses: guestCodes.uses,
  expiresAt: guestCodes.expiresAt,
  revokedAt: guestCodes.revokedAt,
  createdAt: guestCodes.createdAt,
};

export function createGuestCodesRepository(db: Database) {
  /** The codes with their redemptions (oldest first), in one more query. */
  async function withRedemptions(codes: GuestCodeSummary[]): Promise<GuestCodeWithRedemptions[]> {
    if (codes.length === 0) return [];
    const rows = await db
      .select({
        guestCodeId: guestCodeRedemptions.guestCodeId,
        organizationId: guestCodeRedemptions.organizationId,
        organizationName: organizations.name,
        redeemedAt: guestCodeRedemptions.redeemedAt,
      })
      .from(guestCodeRedemptions)
      .leftJoin(organizations, eq(organizations.id, guestCodeRedemptions.organizationId))
      .where(
        inArray(
          guestCodeRedemptions.guestCodeId,
          codes.map((code) => code.id),
        ),
      )
      .orderBy(asc(guestCodeRedemptions.redeemedAt));
    return codes.map((code) => ({
      ...code,
      redemptions: rows
        .filter((row) => row.guestCodeId === code.id)
        .map(({ guestCodeId: _, ...redemption }) => redemption),
    }));
  }

  return {
    /** The new code and its audit record, together. */
    insert(code: NewGuestCode, audit: AuditEntry): Promise<GuestCodeSummary> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(guestCodes).values(code).returning(summaryColumns);
        if (!row) throw new Error('guest code insert returned nothing');
        await writeAuditEntry(tx, audit);
        return row;
      });
    },

    list: (): Promise<GuestCodeSummary[]> =>
      db.select(summaryColumns).from(guestCodes).orderBy(desc(guestCodes.createdAt)),

    /** A page of codes, newest first, each with its redemptions; and how many codes in all. */
    async listWithRedemptions(page: { offset: number; limit: number }) {
      const [codes, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(guestCodes)
          .orderBy(desc(guestCodes.createdAt), desc(guestCodes.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(guestCodes),
      ]);
      return {
        codes: await withRedemptions(codes),
        total: counted?.total ?? 0,
      };
    },

    async findWithRedemptions(id: string): Promise<GuestCodeWithRedemptions | undefined> {
      const codes = await db.select(summaryColumns).from(guestCodes).where(eq(guestCodes.id, id));
      return (await withRedemptions(codes))[0];
    },

    /** Marks the code revoked, with its audit record, unless it is gone or already revoked. */
    revoke(id: string, now: Date, audit: AuditEntry): Promise<RevocationOutcome> {
      return db.transaction(async (tx) => {
        const [code] = await tx
          .select({ revokedAt: guestCodes.revokedAt })
          .from(guestCodes)
          .where(eq(guestCodes.id, id))
          .for('update');
        if (!code) return 'gone';
        if (code.revokedAt) return 'already-revoked';
        await tx.update(guestCodes).set({ revokedAt: now }).where(eq(guestCodes.id, id));
        await writeAuditEntry(tx, audit);
        return 'revoked';
      });
    },

    async findOrganization(id: string, userId: string) {
      const [row] = await db
        .select({
          name: organizations.name,
          status: organizations.status,
          memberRole: memberRoleOf(userId),
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
                isNull(guestCodes.revokedAt),
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
