import { alertMessages, apiMessages, savedSearchText } from '@catalyst/shared';
import BellOff from 'lucide-react/icons/bell-off';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { useUnsubscribeFromAlerts } from '../api/unsubscribe-from-alerts';

/** A link the server refuses (400): trying it again cannot help. */
const isRefusedLink = (error: unknown) => error instanceof ApiError && error.status === 400;

function ManageAlertsLink() {
  return (
    <Link
      to={paths.dashboardAlerts}
      className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {savedSearchText.manage}
    </Link>
  );
}

/**
 * /alerts/unsubscribe?token=…, where a digest's unsubscribe link leads: open to anyone holding
 * the link, signed in or not. Opening it changes nothing, as mail scanners open links; the
 * button does, with a POST.
 */
export function UnsubscribePage() {
  usePageTitle(alertMessages.unsubscribeTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeFromAlerts();

  let body;
  if (unsubscribe.isSuccess) {
    body = (
      <>
        <Alert variant="success" role="status">
          <AlertDescription className="mt-0 flex items-start gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            {alertMessages.unsubscribed}
          </AlertDescription>
        </Alert>
        <ManageAlertsLink />
      </>
    );
  } else if (!token || isRefusedLink(unsubscribe.error)) {
    body = (
      <>
        <Alert variant="destructive">
          <AlertDescription className="mt-0">
            {token
              ? apiErrorMessage(unsubscribe.error, alertMessages.unsubscribeInvalid)
              : alertMessages.unsubscribeInvalid}
          </AlertDescription>
        </Alert>
        <ManageAlertsLink />
      </>
    );
  } else {
    body = (
      <>
        <p className="text-slate-600">{savedSearchText.unsubscribeLead}</p>
        {unsubscribe.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="mt-0">
              {apiErrorMessage(unsubscribe.error, apiMessages.internal)}
            </AlertDescription>
          </Alert>
        ) : null}
        <Button
          type="button"
          className="self-start"
          disabled={unsubscribe.isPending}
          aria-busy={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          <BellOff aria-hidden />
          {unsubscribe.isPending ? savedSearchText.unsubscribing : alertMessages.unsubscribeConfirm}
        </Button>
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-16">
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-balance text-slate-900">
          {alertMessages.unsubscribeTitle}
        </h1>
        {body}
      </div>
    </div>
  );
}
