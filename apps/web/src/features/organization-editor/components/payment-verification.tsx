import { type MemberOrganization, PAYMENT_POLL_ATTEMPTS, paymentMessages } from '@catalyst/shared';
import Clock from 'lucide-react/icons/clock';
import Loader2 from 'lucide-react/icons/loader-circle';
import RotateCw from 'lucide-react/icons/rotate-cw';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { browserLocation } from '@/lib/browser-location';
import { PaymentConfirmation } from './payment-confirmation';
import { PaymentPanel } from './payment-panel';
import { usePaymentVerification } from './use-payment-verification';

function VerificationTimeout({ onVerifyAgain }: { onVerifyAgain: () => void }) {
  return (
    <PaymentPanel
      icon={Clock}
      title={paymentMessages.timeoutTitle}
      actions={
        <>
          <Button onClick={onVerifyAgain}>{paymentMessages.verifyAgain}</Button>
          <Button variant="outline" onClick={() => browserLocation.reload()}>
            <RotateCw aria-hidden />
            {paymentMessages.refreshPage}
          </Button>
        </>
      }
    >
      <p role="alert">{paymentMessages.timeoutBody}</p>
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm">{paymentMessages.timeoutNote}</p>
    </PaymentPanel>
  );
}

/**
 * Back from checkout with a session to check: 'Verifying Payment...' while the server confirms
 * it, then the confirmation above the form, or the timeout screen when it never does
 * (docs/product/billing.md#back-from-checkout). Paid but not yet published (the provider's
 * webhook is on its way), it says so and keeps checking until the profile is live.
 */
export function PaymentVerification({
  organization,
  sessionId,
  children,
}: {
  organization: Pick<MemberOrganization, 'id' | 'name' | 'slug'>;
  sessionId: string;
  children: ReactNode;
}) {
  const { verification, verifyAgain } = usePaymentVerification({
    organizationId: organization.id,
    sessionId,
  });

  if (verification.phase === 'confirmed') {
    return (
      <PaymentConfirmation
        organization={organization}
        outcome={verification.published ? 'live' : 'paid-pending'}
      >
        {children}
      </PaymentConfirmation>
    );
  }
  if (verification.phase === 'timeout') return <VerificationTimeout onVerifyAgain={verifyAgain} />;
  return (
    <PaymentPanel icon={Loader2} iconClassName="animate-spin" title={paymentMessages.verifying}>
      <p role="status">{paymentMessages.attempt(verification.attempt, PAYMENT_POLL_ATTEMPTS)}</p>
    </PaymentPanel>
  );
}
