import {
  INVITATIONS_PER_ORGANIZATION_PER_DAY,
  INVITATIONS_PER_SENDER_PER_DAY,
} from '@catalyst/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BudgetRefusal {
  kind: 'organization-budget' | 'sender-budget';
  /** Seconds until the oldest invitation counted leaves the 24 hours. */
  retryAfter: number;
}

/** What was sent in the 24 hours before now, and when the oldest of it was sent. */
export interface SentInvitations {
  sent: number;
  oldest: Date;
}

const budgets: Record<BudgetRefusal['kind'], number> = {
  'organization-budget': INVITATIONS_PER_ORGANIZATION_PER_DAY,
  'sender-budget': INVITATIONS_PER_SENDER_PER_DAY,
};

/** Where the 24 hours a budget counts begin, seen at `now`. */
export function budgetWindowStart(now: Date): Date {
  return new Date(now.getTime() - DAY_MS);
}

/**
 * Whether one more invitation would go past the organization's or the sender's daily budget,
 * given what was sent in the 24 hours before `now` (every invitation mailed its link,
 * withdrawn or not): a refusal that lasts until the oldest of them leaves that window.
 * invitation-budget.repository.ts counts them, under the locks that keep the count true.
 */
export function budgetRefusal(
  kind: BudgetRefusal['kind'],
  { sent, oldest }: SentInvitations,
  now: Date,
): BudgetRefusal | undefined {
  if (sent < budgets[kind]) return undefined;
  const retryAfter = Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000);
  return { kind, retryAfter: Math.max(1, retryAfter) };
}
