import type { MemberOrganization } from '@catalyst/shared';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { paymentsMessages } from '@/features/payments';

type PaymentOutcome =
  /** The organization is published. */
  | 'live'
  /** The checkout is paid; the organization waits for the provider's webhook to publish it. */
  | 'paid-pending'
  /** A guest code was redeemed: published at once. */
  | 'guest-live';

const titles: Record<PaymentOutcome, string> = {
  live: paymentsMessages.paidLive,
  'paid-pending': paymentsMessages.paidPending,
  'guest-live': paymentsMessages.guestLive,
};

/**
 * Back from paying: says it went through, and offers the two next steps, seeing the profile as
 * visitors do or going on with the form below (which dismisses this).
 */
export function PaymentConfirmation({
  organization,
  outcome,
  children,
}: {
  organization: Pick<MemberOrganization, 'name' | 'slug'>;
  outcome: PaymentOutcome;
  children: ReactNode;
}) {
  const [dismissed, setDismissed] = useState(false);
  const live = outcome !== 'paid-pending';
  const Icon = live ? CircleCheck : Clock;
  return (
    <>
      {dismissed ? null : (
        <Alert
          role="status"
          className={
            live
              ? 'border-green-200 bg-green-50 text-green-950'
              : 'border-amber-200 bg-amber-50 text-amber-950'
          }
        >
          <div className="flex gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0">
              <h2 className="text-base font-semibold">{titles[outcome]}</h2>
              <div className="mt-1 text-sm">
                <p>
                  {live
                    ? paymentsMessages.paidLiveBody(organization.name)
                    : paymentsMessages.paidPendingBody}
                </p>
                <div className="mt-3 flex flex-col gap-2 sm:flex-row">
                  <Button asChild size="sm">
                    <Link to={paths.organizationPath(organization.slug)}>
                      <Eye aria-hidden />
                      {paymentsMessages.viewProfile}
                    </Link>
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="bg-white"
                    onClick={() => setDismissed(true)}
                  >
                    <Pencil aria-hidden />
                    {paymentsMessages.continueEditing}
                  </Button>
                </div>
              </div>
            </div>
          </div>
        </Alert>
      )}
      {children}
    </>
  );
}
