import {
  REPORT_REASONS,
  type ReportGroup,
  reportReasonLabels,
  type ReportSummary,
} from '@catalyst/shared';
import ExternalLink from 'lucide-react/icons/external-link';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { reporterLabels } from '../../admin-labels';
import { countOf, formatDateTime } from '../../lib/format';
import { DismissReportsButton, ModerateOrganizationButton } from '../organization-actions';
import { StatusBadge } from '../status-badge';

function ReportItem({ report }: { report: ReportSummary }) {
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">{reportReasonLabels[report.reason]}</span>
        <span className="text-slate-500">
          {reporterLabels[report.reporter]} ·{' '}
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </span>
      </p>
      {report.details ? (
        <blockquote className="border-l-2 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-700">
          {report.details}
        </blockquote>
      ) : (
        <p className="text-sm text-slate-500 italic">No details given.</p>
      )}
    </li>
  );
}

/**
 * One reported profile in the queue: how many open reports and why, the newest ones in the
 * reporters' words, and what a moderator can do about it.
 */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const headingId = useId();
  const { organization } = group;
  const reasons = REPORT_REASONS.filter((reason) => (group.reasons[reason] ?? 0) > 0);
  const more = group.openReports - group.reports.length;

  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <article aria-labelledby={headingId} className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
                <Link
                  to={paths.organizationPath(organization.slug)}
                  className="inline-flex items-center gap-1.5 hover:text-brand-800 hover:underline"
                >
                  {organization.name}
                  <ExternalLink aria-hidden className="size-4 shrink-0 text-slate-500" />
                </Link>
              </h2>
              <p className="mt-0.5 text-sm break-all text-slate-600">
                {organization.ownerEmail ?? 'No owner'}
              </p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Badge className="border-red-200 bg-red-50 text-red-800">
                  {countOf(group.openReports, 'open report')}
                </Badge>
                <StatusBadge status={organization.publicationStatus} />
                {organization.hidden ? <StatusBadge status="hidden" /> : null}
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <DismissReportsButton organization={organization} openReports={group.openReports} />
              <ModerateOrganizationButton
                organization={organization}
                hidden={organization.hidden}
              />
            </div>
          </div>

          <dl className="flex flex-wrap gap-2" aria-label="Reasons">
            {reasons.map((reason) => (
              <div
                key={reason}
                className="flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs"
              >
                <dt className="text-slate-700">{reportReasonLabels[reason]}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  {group.reasons[reason]}
                </dd>
              </div>
            ))}
          </dl>

          <div className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Latest reports · newest{' '}
              <time dateTime={group.latestAt}>{formatDateTime(group.latestAt)}</time>
            </p>
            <ul className="divide-y divide-slate-100">
              {group.reports.map((report) => (
                <ReportItem key={report.id} report={report} />
              ))}
            </ul>
            {more > 0 ? (
              <p className="mt-2 text-xs text-slate-500">and {countOf(more, 'earlier report')}</p>
            ) : null}
          </div>
        </article>
      </Card>
    </li>
  );
}
