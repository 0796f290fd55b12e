import type { Organization } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PaymentRequired } from './payment-required';
import { PaymentVerification } from './payment-verification';

/** What the payment provider's return adds to the edit page's address (spec section 4). */
export interface PaymentReturn {
  /** `success=true`: the owner comes back from checkout (or a redeemed guest code). */
  success: boolean;
  /** `session_id`: the checkout session to verify. */
  sessionId: string | null;
}

export function usePaymentReturn(): PaymentReturn {
  const [searchParams] = useSearchParams();
  return {
    success: searchParams.get('success') === 'true',
    sessionId: searchParams.get('session_id'),
  };
}

/**
 * The form is for paid organizations. Before that, the owner sees 'Payment Required', or,
 * just back from checkout, the check that waits for the server to confirm the payment. The
 * address alone never unlocks anything: only the organization's own payment status or the
 * server's confirmation does.
 */
export function PaymentGate({
  organization,
  paymentReturn,
  children,
}: {
  organization: Organization;
  paymentReturn: PaymentReturn;
  children: ReactNode;
}) {
  if (organization.paymentStatus === 'paid') return children;
  if (paymentReturn.success && paymentReturn.sessionId) {
    return (
      <PaymentVerification organizationId={organization.id} sessionId={paymentReturn.sessionId}>
        {children}
      </PaymentVerification>
    );
  }
  return <PaymentRequired organizationId={organization.id} />;
}
