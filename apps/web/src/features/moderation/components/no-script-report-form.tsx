import {
  htmlFormPaths,
  moderationMessages,
  REPORT_FORM_ANCHOR,
  REPORT_FORM_PARAM,
  type ReportFormOutcome,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportReasonLabels,
} from '@catalyst/shared';
import { useLocation, useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// A function, not a top-level object: reading the messages at the module's top would keep this
// server-only module in the browser's bundle, where it is imported but never rendered.
const outcomeMessages = (): Partial<Record<ReportFormOutcome, string>> => ({
  INVALID_REASON: moderationMessages.reportReasonRequired,
  DETAILS_TOO_LONG: moderationMessages.reportDetailsTooLong,
  ALREADY_SENT: moderationMessages.reportAlreadySent,
  TOO_MANY_REQUESTS: moderationMessages.reportTooMany,
  CHALLENGE_REQUIRED: moderationMessages.reportNeedsJavaScript,
});

/**
 * 'Report this profile' for a browser without JavaScript: a disclosure holding the report as a
 * plain form post, which the server checks by the API's rules and answers by sending the
 * browser back here, where the outcome shows (the confirmation once sent). Rendered by the
 * server alone, inside `<noscript>`; the texts come from the outcome's code, never the address.
 */
export function NoScriptReportForm({ organizationId }: { organizationId: string }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const outcome = search.get(REPORT_FORM_PARAM) as ReportFormOutcome | null;

  if (outcome === 'sent') {
    return (
      <p
        id={REPORT_FORM_ANCHOR}
        role="status"
        className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        {moderationMessages.reportSent}
      </p>
    );
  }
  const problem = outcome ? (outcomeMessages()[outcome] ?? moderationMessages.reportFailed) : null;
  return (
    <details id={REPORT_FORM_ANCHOR} open={problem !== null} className="w-full max-w-lg">
      <summary
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'sm' }),
          'cursor-pointer text-slate-600',
        )}
      >
        {moderationMessages.reportButton}
      </summary>
      <form
        method="post"
        action={htmlFormPaths.report(organizationId)}
        className="mt-3 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 text-left"
      >
        <input type="hidden" name="returnTo" value={pathname} />
        <p className="text-sm text-slate-600">{moderationMessages.reportDescription}</p>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-900">
            {moderationMessages.reportReasonLabel}
          </legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-3 py-1 text-sm text-slate-800">
              <input
                type="radio"
                name="reason"
                value={reason}
                required
                className="size-4 accent-brand-700"
              />
              {reportReasonLabels[reason]}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-900">
          {moderationMessages.reportDetailsLabel}
          <textarea
            name="details"
            rows={4}
            maxLength={REPORT_DETAILS_MAX}
            className="rounded-md border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        {problem ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            {problem}
          </p>
        ) : null}
        <button type="submit" className={cn(buttonVariants(), 'self-start')}>
          {moderationMessages.reportSubmit}
        </button>
      </form>
    </details>
  );
}
