import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth';
import { TestCheckoutPage } from '@/features/payments/pages';

/** /payments/test-checkout/:sessionId: the built-in checkout of a server without Stripe keys. */
export function Component() {
  const sessionId = useParams().sessionId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.continuePayment}>
      <TestCheckoutPage key={sessionId} sessionId={sessionId} />
    </RequireAccess>
  );
}
