import type { BillingActionReason } from '../../db/schema/index.js';
import { BILLING_ACTOR, type AuditEntry } from '../audit/index.js';
import type { BillingActionRecord } from './payments.repository.js';

/** Why billing ended a subscription by itself, in words for the audit log. */
const reasonText: Record<BillingActionReason, string> = {
  duplicate_subscription:
    'A second live subscription for an organization that already has one: the first one created is kept.',
  organization_deleted: 'Paid for an organization that no longer exists.',
};

/** The audit record of a cancellation (and refund) billing decided on its own. */
export function billingActionAuditEntry(action: BillingActionRecord): AuditEntry {
  return {
    actor: BILLING_ACTOR,
    action:
      action.action === 'canceled_and_refunded'
        ? 'billing.canceled_and_refunded'
        : 'billing.canceled',
    target: { type: 'subscription', id: action.stripeSubscriptionId, label: null },
    reason: reasonText[action.reason],
    details: {
      organizationId: action.organizationId,
      detectedBy: action.detectedBy,
      keptSubscriptionId: action.keptStripeSubscriptionId ?? null,
      refundId: action.refundId ?? null,
      refundAmount: action.refundAmount ?? null,
      refundCurrency: action.refundCurrency ?? null,
    },
  };
}

/** The audit record of a subscription cancelled because its organization or account went. */
export function cancellationAfterDeletionAuditEntry(item: {
  providerId: string;
  organizationId: string;
  userId: string;
}): AuditEntry {
  return {
    actor: BILLING_ACTOR,
    action: 'billing.canceled_after_deletion',
    target: { type: 'subscription', id: item.providerId, label: null },
    reason: 'Its organization was deleted (by its owner, or with their account).',
    details: { organizationId: item.organizationId, userId: item.userId },
  };
}
