import { authMessages } from '@catalyst/shared';
import { RequireAccess } from '@/features/auth';
import { PaymentCanceledPage } from '@/features/payments/pages';

/** /payments/canceled?org={id}: where the checkout's cancel link returns to. */
export function Component() {
  return (
    <RequireAccess level="verified" message={authMessages.guard.continuePayment}>
      <PaymentCanceledPage />
    </RequireAccess>
  );
}
