import { type MemberOrganization, teamMessages } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { PaymentConfirmation } from './payment-confirmation';
import { PaymentRequired } from './payment-required';
import { PaymentVerification } from './payment-verification';

/** What the payment provider's return adds to the edit page's address (docs/product/billing.md). */
interface PaymentReturn {
  /** `success=true`: the owner comes back from checkout (or a redeemed guest code). */
  success: boolean;
  /** `session_id`: the checkout session to verify. */
  sessionId: string | null;
  /** `guest=true`: the return from a redeemed guest code. */
  guest: boolean;
}

export function usePaymentReturn(): PaymentReturn {
  const [searchParams] = useSearchParams();
  return {
    success: searchParams.get('success') === 'true',
    sessionId: searchParams.get('session_id'),
    guest: searchParams.get('guest') === 'true',
  };
}

/**
 * The form is for paid organizations. Before that, the owner sees 'Payment Required', or,
 * just back from checkout, the check that waits for the server to confirm the payment. The
 * address alone never unlocks anything: only the organization's own payment status (which its
 * people alone are told) or the server's confirmation does. Paying is an owner's: an editor is
 * told so instead of being offered the plans.
 */
export function PaymentGate({
  organization,
  paymentReturn,
  children,
}: {
  organization: Pick<
    MemberOrganization,
    'id' | 'name' | 'slug' | 'paymentStatus' | 'publicationStatus' | 'viewerRole'
  >;
  paymentReturn: PaymentReturn;
  children: ReactNode;
}) {
  if (organization.paymentStatus === 'paid') {
    // Just back from paying, and the server already says so: the confirmation at once.
    const backFromPaying =
      paymentReturn.success && (paymentReturn.sessionId !== null || paymentReturn.guest);
    if (!backFromPaying || organization.viewerRole !== 'owner') return children;
    const outcome = paymentReturn.sessionId
      ? organization.publicationStatus === 'published'
        ? 'live'
        : 'paid-pending'
      : 'guest-live';
    return (
      <PaymentConfirmation organization={organization} outcome={outcome}>
        {children}
      </PaymentConfirmation>
    );
  }
  if (organization.viewerRole === 'editor') {
    return (
      <Alert>
        <AlertDescription className="mt-0">{teamMessages.paymentOwnersOnly}</AlertDescription>
      </Alert>
    );
  }
  if (paymentReturn.success && paymentReturn.sessionId) {
    return (
      <PaymentVerification organization={organization} sessionId={paymentReturn.sessionId}>
        {children}
      </PaymentVerification>
    );
  }
  return <PaymentRequired organizationId={organization.id} />;
}
