import { paymentMessages } from '@catalyst/shared';
import CreditCard from 'lucide-react/icons/credit-card';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PaymentPanel } from './payment-panel';

/** An unpaid organization without a checkout to verify: off to choose a plan. */
export function PaymentRequired({ organizationId }: { organizationId: string }) {
  return (
    <PaymentPanel
      icon={CreditCard}
      title={paymentMessages.requiredTitle}
      actions={
        <Button asChild>
          <Link to={paths.paymentSelectPath(organizationId)}>{paymentMessages.subscribeNow}</Link>
        </Button>
      }
    >
      <p>{paymentMessages.requiredBody}</p>
    </PaymentPanel>
  );
}
