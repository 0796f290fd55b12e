import type { Organization } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

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
 * Where the post-payment check goes: with the payments issue, this shows 'Verifying
 * Payment...', the timeout screen or 'Payment Required' instead of the form while the
 * organization is unpaid (spec section 2). Until payments exist it shows the form.
 */
export function PaymentGate({
  children,
}: {
  organization: Organization;
  paymentReturn: PaymentReturn;
  children: ReactNode;
}) {
  return children;
}
