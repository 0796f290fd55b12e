import {
  TRACKED_LINKS,
  utcDay,
  type AnalyticsDay,
  type AnalyticsPeriod,
  type AnalyticsTotals,
  type ProfileAnalytics,
  type TrackedLink,
} from '@catalyst/shared';
import { DAY_MS } from '../../lib/calendar.js';
import { assertMember } from '../organizations/membership.js';
import type { AnalyticsRepository } from './analytics.repository.js';

const noClicks = (): Record<TrackedLink, number> =>
  Object.fromEntries(TRACKED_LINKS.map((link) => [link, 0])) as Record<TrackedLink, number>;

const emptyDay = (date: string): AnalyticsDay => ({
  date,
  views: 0,
  visitors: 0,
  appearances: 0,
  clicks: noClicks(),
});

function dayBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));
}

function total(days: readonly AnalyticsDay[]): AnalyticsTotals {
  const sum: AnalyticsTotals = { views: 0, visitors: 0, appearances: 0, clicks: noClicks() };
  for (const day of days) {
    sum.views += day.views;
    sum.visitors += day.visitors;
    sum.appearances += day.appearances;
    for (const link of TRACKED_LINKS) sum.clicks[link] += day.clicks[link];
  }
  return sum;
}

/** The CSV's columns, in order: one line per day, oldest first. */
export const ANALYTICS_CSV_COLUMNS = [
  'date',
  'views',
  'visitors',
  'appearances',
  ...TRACKED_LINKS.map((link) => `${link}_clicks`),
] as const;

/** Every value is a date or a count: nothing in it needs quoting. */
export function analyticsCsv(days: readonly AnalyticsDay[]): string {
  const lines = days.map((day) =>
    [
      day.date,
      day.views,
      day.visitors,
      day.appearances,
      ...TRACKED_LINKS.map((l) => day.clicks[l]),
    ].join(','),
  );
  return `${[ANALYTICS_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The last `period` days up to today (UTC), each day present (zeros included), their
     * totals, and the totals of the `period` days before. Owners and editors only.
     */
    async read(userId: string, organizationId: string, period: AnalyticsPeriod) {
      assertMember(organizationId, await repository.accessFacts(organizationId, userId), 'editor');
      const today = utcDay(now());
      const from = dayBefore(today, period - 1);
      const previousFrom = dayBefore(from, period);
      const [stats, clicks] = await Promise.all([
        repository.dailyStats(organizationId, previousFrom, today),
        repository.dailyClicks(organizationId, previousFrom, today),
      ]);
      const byDay = new Map<string, AnalyticsDay>();
      for (let index = 0; index < period * 2; index += 1) {
        const date = dayBefore(today, period * 2 - 1 - index);
        byDay.set(date, emptyDay(date));
      }
      for (const row of stats) {
        const day = byDay.get(row.day);
        if (day)
          Object.assign(day, {
            views: row.views,
            visitors: row.visitors,
            appearances: row.appearances,
          });
      }
      for (const row of clicks) {
        const day = byDay.get(row.day);
        if (day && (TRACKED_LINKS as readonly string[]).includes(row.link)) {
          day.clicks[row.link as TrackedLink] += row.clicks;
        }
      }
      const all = [...byDay.values()];
      const days = all.slice(period);
      return {
        days,
        totals: total(days),
        previous: total(all.slice(0, period)),
      } satisfies ProfileAnalytics;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
