import EyeOff from 'lucide-react/icons/eye-off';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { paymentsMessages } from '@/features/payments';
import { useOrganization } from '@/features/organizations';

const noticeText = {
  pending: 'Only you can see this profile until it is published.',
  lapsed:
    'Your subscription has ended, so only you can see this profile. Subscribe to publish it again.',
} as const;

const payLabel = {
  pending: paymentsMessages.completePayment,
  lapsed: paymentsMessages.renewSubscription,
} as const;

/**
 * Tells the organization's people that visitors cannot see what they are looking at, and its
 * owner (who alone may pay: `canPay`) how to change that. Renders nothing for a published
 * organization. `orgRef` is the address it was loaded by.
 */
export function UnpublishedNotice({ orgRef, canPay }: { orgRef: string; canPay: boolean }) {
  const organization = useOrganization(orgRef).data;
  if (!organization || organization.publicationStatus === 'published') return null;
  return (
    <Alert role="note" className="mb-6 border-amber-200 bg-amber-50 text-amber-950">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" />
          <AlertDescription className="mt-0 text-sm">
            {noticeText[organization.publicationStatus]}
          </AlertDescription>
        </div>
        {canPay ? (
          <Button asChild size="sm" className="self-start sm:self-auto">
            <Link to={paths.paymentSelectPath(organization.id)}>
              {payLabel[organization.publicationStatus]}
            </Link>
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
