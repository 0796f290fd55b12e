import { CANCEL_REDIRECT_SECONDS, paymentMessages } from '@catalyst/shared';
import CircleX from 'lucide-react/icons/circle-x';
import { useNavigate, useSearchParams, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthHeading, AuthShell } from '@/features/auth';
import type { NewlyCreatedState } from '@/features/organizations';
import { usePageTitle } from '@/hooks/use-page-title';
import { paymentsMessages } from '../../payments-messages';
import { useCountdown } from './use-countdown';

/** Screen readers hear the countdown when it starts and over its last seconds, not each one. */
const ANNOUNCED_FINAL_SECONDS = 3;

const newlyCreated: NewlyCreatedState = { newlyCreated: true };

// The product's sentence, with its 'contact support' made a link.
const [hintBefore, hintAfter] = paymentMessages.canceledHint.split(paymentsMessages.contactSupport);

/**
 * /payments/canceled?org={id}: the owner left the checkout without paying. After a countdown,
 * or at once with 'Try Again', they are back at plan selection for that organization (with
 * the flag that page requires); without an organization, at the dashboard.
 */
export function PaymentCanceledPage() {
  usePageTitle(paymentMessages.canceledTitle);
  const navigate = useNavigate();
  const orgId = useSearchParams()[0].get('org') || null;
  const retryPath = orgId ? paths.paymentSelectPath(orgId) : null;

  const seconds = useCountdown(CANCEL_REDIRECT_SECONDS, () => {
    // Replacing: Back from plan selection should not restart this countdown.
    if (retryPath) void navigate(retryPath, { replace: true, state: newlyCreated });
    else void navigate(paths.dashboard, { replace: true });
  });
  const announced = seconds <= ANNOUNCED_FINAL_SECONDS ? seconds : CANCEL_REDIRECT_SECONDS;

  return (
    <AuthShell>
      <AuthHeading
        icon={<CircleX className="size-7" aria-hidden="true" />}
        tone="danger"
        title={paymentMessages.canceledTitle}
        description={paymentMessages.canceledBody}
      />
      <p className="text-center text-sm text-slate-600">
        {hintBefore}
        <Link
          to={paths.contact}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {paymentsMessages.contactSupport}
        </Link>
        {hintAfter}
      </p>
      <p aria-hidden="true" className="text-center text-sm font-medium text-slate-900">
        {paymentMessages.redirectingIn(seconds)}
      </p>
      <p role="status" className="sr-only">
        {paymentMessages.redirectingIn(announced)}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.dashboard}>{paymentMessages.goToDashboard}</Link>
        </Button>
        {retryPath ? (
          <Button asChild size="lg">
            <Link to={retryPath} state={newlyCreated}>
              {paymentMessages.tryAgain}
            </Link>
          </Button>
        ) : null}
      </div>
    </AuthShell>
  );
}
