import {
  INVITATIONS_PER_ORGANIZATION_PER_DAY,
  INVITATIONS_PER_SENDER_PER_DAY,
} from '@catalyst/shared';
import { and, count, eq, gt, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationInvitations } from '../../db/schema/index.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BudgetRefusal {
  kind: 'organization-budget' | 'sender-budget';
  /** Seconds until the oldest invitation counted leaves the 24 hours. */
  retryAfter: number;
}

/**
 * What was sent in the 24 hours before `now`, counted from the invitations themselves (every
 * one mailed its link, withdrawn or not), and when the oldest of them leaves that window.
 */
async function sentSince(tx: Transaction, which: SQL, now: Date) {
  const [row] = await tx
    .select({ sent: count(), oldest: min(organizationInvitations.createdAt) })
    .from(organizationInvitations)
    .where(and(which, gt(organizationInvitations.createdAt, new Date(now.getTime() - DAY_MS))));
  return { sent: row?.sent ?? 0, oldest: row?.oldest ?? now };
}

function refusal(kind: BudgetRefusal['kind'], oldest: Date, now: Date): BudgetRefusal {
  const retryAfter = Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000);
  return { kind, retryAfter: Math.max(1, retryAfter) };
}

/**
 * Whether one more invitation would go past the organization's or the sender's daily budget.
 * Called under the organization's row lock, which orders the organization's invitations; the
 * sender's, spread over several organizations, are ordered by a lock of their own, so two
 * invitations at once cannot both take the last one.
 */
export async function invitationBudgetRefusal(
  tx: Transaction,
  input: { organizationId: string; senderId: string; now: Date },
): Promise<BudgetRefusal | undefined> {
  const { now } = input;
  const organization = await sentSince(
    tx,
    eq(organizationInvitations.organizationId, input.organizationId),
    now,
  );
  if (organization.sent >= INVITATIONS_PER_ORGANIZATION_PER_DAY) {
    return refusal('organization-budget', organization.oldest, now);
  }
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`invitations-sent-by:${input.senderId}`}))`,
  );
  const sender = await sentSince(tx, eq(organizationInvitations.invitedBy, input.senderId), now);
  if (sender.sent >= INVITATIONS_PER_SENDER_PER_DAY) {
    return refusal('sender-budget', sender.oldest, now);
  }
  return undefined;
}
