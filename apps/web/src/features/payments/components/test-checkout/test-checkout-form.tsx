import { paymentMessages, plans, type TestCheckout } from '@catalyst/shared';
import CreditCard from 'lucide-react/icons/credit-card';
import Lock from 'lucide-react/icons/lock';
import { useId } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { siteConfig } from '@/config/site-config';
import { browserLocation } from '@/lib/browser-location';
import { useCompleteTestCheckout, type TestCheckoutAction } from '../../api/test-checkout';
import { formatUsd, paymentErrorMessage } from '../../payment-error-message';
import { paymentsMessages } from '../../payments-messages';
import { TestModeBadge } from './test-checkout-layout';

/** Stripe's own test card: shown, never typed, never sent. */
const demoCard = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } as const;

/**
 * An open test checkout, laid out like Stripe's hosted page: the order on one side, the card
 * on the other. Paying or cancelling asks the server, which answers where to go next, as
 * Stripe's page would (the edit page's success URL, or /payments/canceled).
 */
export function TestCheckoutForm({ checkout }: { checkout: TestCheckout }) {
  const summaryId = useId();
  const paymentId = useId();
  const plan = plans[checkout.plan];
  const amount = formatUsd(plan.priceUsd);
  const completion = useCompleteTestCheckout(checkout.sessionId);
  const busy = completion.isPending || completion.isSuccess;
  const paying = busy && completion.variables === 'pay';

  const complete = (action: TestCheckoutAction) => {
    completion.mutate(action, {
      onSuccess: ({ redirectUrl }) => browserLocation.assign(redirectUrl),
    });
  };

  return (
    <Card className="grid grid-cols-1 overflow-hidden md:grid-cols-2">
      <section
        aria-labelledby={summaryId}
        className="flex flex-col gap-6 border-b border-slate-200 bg-slate-50 p-6 sm:p-8 md:border-r md:border-b-0"
      >
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-slate-900">{siteConfig.productName} Profiles</p>
          <TestModeBadge>{paymentsMessages.testMode}</TestModeBadge>
        </div>
        <div>
          <h1 id={summaryId} className="text-base font-medium text-slate-600">
            {paymentsMessages.subscribeTo(plan.name)}
          </h1>
          <p className="mt-2 flex items-baseline gap-1 text-slate-900">
            <span className="text-4xl font-bold tracking-tight">${plan.priceUsd}</span>
            <span className="text-slate-600">/{plan.period}</span>
          </p>
        </div>
        <dl className="flex flex-col gap-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{paymentsMessages.organization}</dt>
            <dd className="text-right font-medium break-words text-slate-900">
              {checkout.organizationName}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{plan.name}</dt>
            <dd className="text-right text-slate-900">{plan.description}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-4">
            <dt className="font-semibold text-slate-900">{paymentsMessages.totalDueToday}</dt>
            <dd className="font-semibold text-slate-900">{amount}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={paymentId} className="flex flex-col gap-5 p-6 sm:p-8">
        <h2 id={paymentId} className="text-lg font-semibold text-slate-900">
          {paymentsMessages.payWithCard}
        </h2>
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {paymentMessages.testModeBanner}
        </p>
        <DemoCardFields />
        {completion.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="mt-0">
              {paymentErrorMessage(completion.error)}
            </AlertDescription>
          </Alert>
        ) : null}
        <Button
          type="button"
          size="lg"
          className="w-full"
          disabled={busy}
          aria-busy={paying || undefined}
          onClick={() => complete('pay')}
        >
          <Lock aria-hidden="true" />
          {paying ? paymentMessages.processing : paymentsMessages.pay(amount)}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => complete('cancel')}>
          {paymentsMessages.cancel}
        </Button>
      </section>
    </Card>
  );
}

/** The card a real checkout would ask for, filled in and locked. */
function DemoCardFields() {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-number`}>{paymentsMessages.cardNumber}</Label>
        <div className="relative">
          <Input
            id={`${id}-number`}
            value={demoCard.number}
            readOnly
            disabled
            aria-describedby={hintId}
            className="pr-10 font-mono"
          />
          <CreditCard
            aria-hidden="true"
            className="absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-400"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-expiry`}>{paymentsMessages.expiry}</Label>
          <Input
            id={`${id}-expiry`}
            value={demoCard.expiry}
            readOnly
            disabled
            className="font-mono"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-cvc`}>{paymentsMessages.cvc}</Label>
          <Input id={`${id}-cvc`} value={demoCard.cvc} readOnly disabled className="font-mono" />
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {paymentsMessages.demoCardHint}
      </p>
    </div>
  );
}
