import { and, count, eq, gt, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationInvitations } from '../../db/schema/index.js';
import {
  budgetRefusal,
  budgetWindowStart,
  type BudgetRefusal,
  type SentInvitations,
} from './invitation-budget.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What was sent in the 24 hours before `now`, counted from the invitations themselves (every
 * one mailed its link, withdrawn or not), and when the oldest of them leaves that window.
 */
async function sentSince(tx: Transaction, which: SQL, now: Date): Promise<SentInvitations> {
  const [row] = await tx
    .select({ sent: count(), oldest: min(organizationInvitations.createdAt) })
    .from(organizationInvitations)
    .where(and(which, gt(organizationInvitations.createdAt, budgetWindowStart(now))));
  return { sent: row?.sent ?? 0, oldest: row?.oldest ?? now };
}

/**
 * Whether one more invitation would go past the organization's or the sender's daily budget
 * (invitation-budget.ts decides). Called under the organization's row lock, which orders the
 * organization's invitations; the sender's, spread over several organizations, are ordered by
 * a lock of their own, so two invitations at once cannot both take the last one.
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
  const overOrganization = budgetRefusal('organization-budget', organization, now);
  if (overOrganization) return overOrganization;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`invitations-sent-by:${input.senderId}`}))`,
  );
  const sender = await sentSince(tx, eq(organizationInvitations.invitedBy, input.senderId), now);
  return budgetRefusal('sender-budget', sender, now);
}
