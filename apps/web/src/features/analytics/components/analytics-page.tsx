import {
  ANALYTICS_PERIODS,
  analyticsMessages,
  type AnalyticsPeriod,
  type AnalyticsTotals,
  type RoleApplyClicks,
  TRACKED_LINKS,
  trackedLinkLabels,
} from '@catalyst/shared';
import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { useSearchParams, Link } from 'react-router';
import { PageSection } from '@/components/page-section';
import { BackLinkHeader } from '@/components/back-link-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOrganization } from '@/features/organizations';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { analyticsCsvUrl, useProfileAnalyticsData } from '../api/get-profile-analytics';
import { ViewsChart } from './views-chart';

const DEFAULT_PERIOD: AnalyticsPeriod = 30;

function periodOf(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days)
    ? (days as AnalyticsPeriod)
    : DEFAULT_PERIOD;
}

const clicksOf = (totals: AnalyticsTotals) =>
  TRACKED_LINKS.reduce((sum, link) => sum + totals.clicks[link], 0);

/**
 * The totals' cards, in order: views and the visits the embed and feeds brought first, then
 * the rest. A hint may name the organization's followers today.
 */
const TOTAL_CARDS: ReadonlyArray<{
  label: string;
  count: (totals: AnalyticsTotals) => number;
  hint?: (followers: number) => string;
}> = [
  {
    label: analyticsMessages.views,
    count: (t) => t.views,
    hint: () => analyticsMessages.viewsHint,
  },
  {
    label: analyticsMessages.embedViews,
    count: (t) => t.embedViews,
    hint: () => analyticsMessages.embedViewsHint,
  },
  {
    label: analyticsMessages.feedViews,
    count: (t) => t.feedViews,
    hint: () => analyticsMessages.feedViewsHint,
  },
  { label: analyticsMessages.appearances, count: (t) => t.appearances },
  { label: analyticsMessages.clicks, count: clicksOf },
  {
    label: analyticsMessages.newFollowers,
    count: (t) => t.newFollowers,
    hint: analyticsMessages.followersNow,
  },
];

function PeriodLinks({ current }: { current: AnalyticsPeriod }) {
  return (
    <nav aria-label="Period">
      <ul className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm">
        {ANALYTICS_PERIODS.map((days) => (
          <li key={days}>
            <Link
              to={`?days=${days}`}
              replace
              aria-current={days === current ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100',
                days === current && 'bg-brand-700 text-white hover:bg-brand-700',
              )}
            >
              {analyticsMessages.periodLabel(days)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Change({ current, previous, days }: { current: number; previous: number; days: number }) {
  const change = analyticsMessages.change(current, previous);
  const tone =
    change.startsWith('+') || change === 'new'
      ? 'text-green-800'
      : change.startsWith('−')
        ? 'text-red-800'
        : 'text-slate-600';
  return (
    <p className="mt-1 text-sm text-slate-600">
      <span className={cn('font-semibold', tone)}>{change}</span>{' '}
      {analyticsMessages.comparedWith(days)}
    </p>
  );
}

function Total({
  label,
  current,
  previous,
  days,
  hint,
}: {
  label: string;
  current: number;
  previous: number;
  days: number;
  hint?: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{current}</p>
      <Change current={current} previous={previous} days={days} />
      {hint ? <p className="mt-2 text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** Each role whose apply link was followed, with its change against the period before. */
function ApplyClicksByRole({ roles, days }: { roles: RoleApplyClicks[]; days: number }) {
  return (
    <ul className="divide-y divide-slate-100">
      {roles.map((role) => (
        <li key={role.roleId} className="flex items-start justify-between gap-4 py-2 text-sm">
          <span
            className={cn(
              'min-w-0 break-words',
              role.title ? 'text-slate-700' : 'italic text-slate-600',
            )}
          >
            {role.title ?? analyticsMessages.removedRole}
          </span>
          <span className="shrink-0 text-right">
            <span className="font-semibold text-slate-900 tabular-nums">{role.clicks}</span>
            <span className="block text-xs text-slate-600">
              {analyticsMessages.change(role.clicks, role.previous)}{' '}
              {analyticsMessages.comparedWith(days)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function AnalyticsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only">Loading analytics…</span>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-32 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

/**
 * An organization's analytics for its people: views (and those that came through its embed or
 * a feed), appearances and clicks over the chosen period (7, 30 or 90 days, in the address),
 * against the period before, as a chart, totals and a CSV download.
 */
export function AnalyticsPage({ orgId }: { orgId: string }) {
  const [searchParams] = useSearchParams();
  const days = periodOf(searchParams.get('days'));
  const organization = useOrganization(orgId);
  const analytics = useProfileAnalyticsData(orgId, days);
  const name = organization.data?.name;
  usePageTitle(name ? `${analyticsMessages.pageTitle} of ${name}` : analyticsMessages.pageTitle);

  let body: ReactNode;
  if (analytics.isError) {
    const { error } = analytics;
    body = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">
          {error instanceof ApiError && error.status < 500
            ? error.message
            : analyticsMessages.loadFailed}
        </AlertDescription>
      </Alert>
    );
  } else if (analytics.isPending) {
    body = <AnalyticsSkeleton />;
  } else {
    const { totals, previous } = analytics.data;
    const hasVisits =
      totals.views + totals.appearances + clicksOf(totals) + totals.embedViews + totals.feedViews >
      0;
    body = (
      <div className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOTAL_CARDS.map(({ label, count, hint }) => (
            <Total
              key={label}
              label={label}
              current={count(totals)}
              previous={count(previous)}
              days={days}
              hint={hint?.(analytics.data.followers)}
            />
          ))}
        </div>
        <PageSection title={analyticsMessages.viewsPerDay}>
          {hasVisits ? null : (
            <p className="mb-4 text-sm text-slate-600">{analyticsMessages.empty}</p>
          )}
          <ViewsChart days={analytics.data.days} />
        </PageSection>
        <PageSection title={analyticsMessages.clicksByLink}>
          <dl className="divide-y divide-slate-100">
            {TRACKED_LINKS.map((link) => (
              <div key={link} className="flex items-center justify-between py-2 text-sm">
                <dt className="text-slate-700">{trackedLinkLabels[link]}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{totals.clicks[link]}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
        {analytics.data.roles.length > 0 ? (
          <PageSection title={analyticsMessages.applyClicksByRole}>
            <ApplyClicksByRole roles={analytics.data.roles} days={days} />
          </PageSection>
        ) : null}
        <p className="text-sm text-slate-600">{analyticsMessages.privacy}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <BackLinkHeader
        back={{ to: paths.dashboardOrganizations, label: 'Back to your organizations' }}
        title={`${analyticsMessages.pageTitle}${name ? ` of ${name}` : ''}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodLinks current={days} />
        {analytics.isSuccess ? (
          <Button asChild variant="outline" size="sm">
            <a href={analyticsCsvUrl(orgId, days)} download>
              <Download aria-hidden />
              {analyticsMessages.download}
            </a>
          </Button>
        ) : null}
      </div>
      {body}
    </div>
  );
}
