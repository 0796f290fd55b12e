import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth';
import { PlanSelectionPage } from '@/features/payments/pages';

/** /payments/select/:orgId: the owner of a new organization picks a plan or redeems a code. */
export function Component() {
  const orgId = useParams().orgId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.continuePayment}>
      <PlanSelectionPage key={orgId} orgId={orgId} />
    </RequireAccess>
  );
}
