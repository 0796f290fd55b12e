import { dataMessages, paymentMessages } from '@catalyst/shared';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleSlash from 'lucide-react/icons/circle-slash';
import SearchX from 'lucide-react/icons/search-x';
import type { LucideIcon } from 'lucide-react/types';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useTestCheckout } from '../../api/test-checkout';
import { paymentsMessages } from '../../payments-messages';
import { TestCheckoutForm } from './test-checkout-form';
import { TestCheckoutLayout, TestModeBadge } from './test-checkout-layout';

/**
 * /payments/test-checkout/:sessionId: the built-in stand-in for Stripe's hosted checkout,
 * offered by a server without Stripe keys (never in production). A session that is already
 * paid or cancelled says so; elsewhere the server answers 404 and so does this page.
 */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  usePageTitle(paymentsMessages.testCheckoutTitle);
  const checkout = useTestCheckout(sessionId);

  let content;
  if (checkout.isPending) {
    content = <TestCheckoutSkeleton />;
  } else if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    content = missing ? (
      <CheckoutMessage
        icon={SearchX}
        title={paymentsMessages.checkoutNotFound}
        body={paymentsMessages.checkoutNotFoundBody}
      />
    ) : (
      <CheckoutMessage
        icon={CircleSlash}
        title={paymentsMessages.testCheckoutTitle}
        body={dataMessages.loadFailed}
        alert
      />
    );
  } else if (checkout.data.status === 'complete') {
    content = (
      <CheckoutMessage
        icon={CircleCheck}
        title={paymentsMessages.checkoutComplete}
        body={paymentsMessages.checkoutCompleteBody}
      />
    );
  } else if (checkout.data.status === 'expired') {
    content = (
      <CheckoutMessage
        icon={CircleSlash}
        title={paymentsMessages.checkoutExpired}
        body={paymentsMessages.checkoutExpiredBody}
      />
    );
  } else {
    content = <TestCheckoutForm checkout={checkout.data} />;
  }
  return <TestCheckoutLayout>{content}</TestCheckoutLayout>;
}

function CheckoutMessage({
  icon: Icon,
  title,
  body,
  alert = false,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  /** A failure, announced as it appears. */
  alert?: boolean;
}) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-12 text-center sm:px-10">
      <TestModeBadge>{paymentsMessages.testMode}</TestModeBadge>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p role={alert ? 'alert' : undefined} className="text-slate-600">
        {body}
      </p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.dashboard}>{paymentMessages.goToDashboard}</Link>
      </Button>
    </Card>
  );
}

function TestCheckoutSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading checkout…</span>
      <Card className="grid grid-cols-1 overflow-hidden md:grid-cols-2">
        <div className="flex flex-col gap-5 bg-slate-50 p-6 sm:p-8">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
        </div>
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </Card>
    </div>
  );
}
