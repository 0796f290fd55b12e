import { PLAN_IDS, paymentMessages, type PlanId } from '@catalyst/shared';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { organizationQuery, useMemberOrganization } from '@/features/organizations';
import { usePageTitle } from '@/hooks/use-page-title';
import { browserLocation } from '@/lib/browser-location';
import { applyGuestCodeKey } from '../../api/apply-guest-code';
import { useCreateCheckoutSession } from '../../api/create-checkout-session';
import { paymentErrorMessage } from '../../payment-error-message';
import { paymentsMessages } from '../../payments-messages';
import { GuestCodeForm } from '../guest-code-form/guest-code-form';
import { canCompletePayment } from '../../payable';
import { PlanCard } from './plan-card';

/**
 * /payments/select/:orgId's screen. It opens for an organization its owner can pay for now (not
 * published yet, or lapsed), as the server says, so it survives a reload and can be reached
 * from every 'Complete payment'; anything else goes to the dashboard (docs/product/billing.md). The
 * server checks the same again when the checkout starts.
 */
export function PlanSelectionPage({ orgId }: { orgId: string }) {
  const membership = useMemberOrganization(orgId);
  const payable = membership ? canCompletePayment(membership) : false;
  // Once open, it stays: paying here (a guest code) publishes the organization, and the page
  // leaves for the editor by itself rather than for the dashboard.
  const [opened, setOpened] = useState(false);
  if (payable && !opened) setOpened(true);
  if (opened || payable) return <PlanSelection orgId={orgId} />;
  if (membership === undefined) return <PlanSelectionSkeleton />;
  return <Navigate to={paths.dashboard} replace />;
}

function PlanSelectionSkeleton() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14" aria-busy="true">
      <span className="sr-only">Loading plans…</span>
      <Skeleton className="mx-auto h-10 w-3/4 max-w-md" />
      <div className="mt-10 grid grid-cols-1 gap-8 md:grid-cols-2 md:gap-6">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}

function PlanSelection({ orgId }: { orgId: string }) {
  usePageTitle(paymentMessages.selectTitle);
  const checkout = useCreateCheckoutSession();
  const applyingCode = useIsMutating({ mutationKey: applyGuestCodeKey }) > 0;
  // The name is a courtesy: creating the organization has usually cached it already.
  const organizationName = useQuery(organizationQuery(orgId)).data?.name;

  // The buttons stay busy after success too, while the browser leaves for the checkout page.
  const checkoutBusy = checkout.isPending || checkout.isSuccess;
  const processingPlan = checkoutBusy ? checkout.variables?.plan : undefined;

  const select = (plan: PlanId) => {
    checkout.mutate(
      { organizationId: orgId, plan },
      { onSuccess: ({ url }) => browserLocation.assign(url) },
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {paymentMessages.selectTitle}
        </h1>
        <p className="mt-3 text-pretty text-slate-600">
          {organizationName
            ? paymentsMessages.selectIntroFor(organizationName)
            : paymentsMessages.selectIntro}
        </p>
      </div>

      {checkout.isError ? (
        <Alert variant="destructive" className="mt-8">
          <AlertDescription className="mt-0">
            {paymentErrorMessage(checkout.error)}
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="mt-10 grid grid-cols-1 gap-8 md:grid-cols-2 md:gap-6">
        {PLAN_IDS.map((planId) => (
          <PlanCard
            key={planId}
            planId={planId}
            processing={processingPlan === planId}
            disabled={checkoutBusy || applyingCode}
            onSelect={select}
          />
        ))}
      </div>

      <Card className="mx-auto mt-10 max-w-xl">
        <CardHeader>
          <CardTitle>{paymentMessages.guestCodeTitle}</CardTitle>
          <CardDescription>{paymentsMessages.guestCodeIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <GuestCodeForm orgId={orgId} disabled={checkoutBusy} />
        </CardContent>
      </Card>
    </div>
  );
}
