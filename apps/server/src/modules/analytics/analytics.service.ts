import {
  analyticsBeaconMessages,
  TRACKED_LINKS,
  utcDay,
  type AnalyticsDay,
  type AnalyticsPeriod,
  type AnalyticsTotals,
  type ProfileAnalytics,
  type RoleApplyClicks,
  type TrackedLink,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/calendar.js';
import type { OpenRolesService } from '../open-roles/index.js';
import { assertMember } from '../organizations/index.js';
import type { AnalyticsRepository, ApplyClicksRow } from './analytics.repository.js';

const noClicks = (): Record<TrackedLink, number> =>
  Object.fromEntries(TRACKED_LINKS.map((link) => [link, 0])) as Record<TrackedLink, number>;

const emptyDay = (date: string): AnalyticsDay => ({
  date,
  views: 0,
  visitors: 0,
  appearances: 0,
  clicks: noClicks(),
  newFollowers: 0,
  embedViews: 0,
  feedViews: 0,
});

function dayBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));
}

function total(days: readonly AnalyticsDay[]): AnalyticsTotals {
  const sum: AnalyticsTotals = {
    views: 0,
    visitors: 0,
    appearances: 0,
    clicks: noClicks(),
    newFollowers: 0,
    embedViews: 0,
    feedViews: 0,
  };
  for (const day of days) {
    sum.views += day.views;
    sum.visitors += day.visitors;
    sum.appearances += day.appearances;
    sum.newFollowers += day.newFollowers;
    sum.embedViews += day.embedViews;
    sum.feedViews += day.feedViews;
    for (const link of TRACKED_LINKS) sum.clicks[link] += day.clicks[link];
  }
  return sum;
}

/**
 * Each role's apply clicks over `days` (the period and the one before, oldest first): per day
 * of the second half, in all, and in the first half. Most clicked first, then by title.
 */
function applyClicksByRole(
  rows: readonly ApplyClicksRow[],
  days: readonly string[],
  period: number,
): RoleApplyClicks[] {
  const indexOfDay = new Map(days.map((day, index) => [day, index]));
  const byRole = new Map<string, RoleApplyClicks>();
  for (const row of rows) {
    const index = indexOfDay.get(row.day);
    if (index === undefined) continue;
    let role = byRole.get(row.roleId);
    if (!role) {
      const perDay = Array<number>(period).fill(0);
      role = { roleId: row.roleId, title: row.title, perDay, clicks: 0, previous: 0 };
      byRole.set(row.roleId, role);
    }
    if (index < period) {
      role.previous += row.clicks;
    } else {
      role.perDay[index - period] = (role.perDay[index - period] ?? 0) + row.clicks;
      role.clicks += row.clicks;
    }
  }
  return [...byRole.values()].sort(
    (a, b) => b.clicks - a.clicks || (a.title ?? '').localeCompare(b.title ?? ''),
  );
}

/**
 * The CSV's fixed columns, in order: one line per day, oldest first. Columns added later go
 * after the earlier ones, so a spreadsheet reading them by position keeps working.
 */
const ANALYTICS_CSV_COLUMNS = [
  'date',
  'views',
  'visitors',
  'appearances',
  ...TRACKED_LINKS.map((link) => `${link}_clicks`),
  'new_followers',
  'embed_views',
  'feed_views',
] as const;

/**
 * A header cell naming a role: quoted when the title holds a comma, quote or line break. It
 * starts with a fixed label, so a spreadsheet never reads an owner's title as a formula.
 */
function roleColumn(role: RoleApplyClicks): string {
  const text = `apply_clicks: ${role.title ?? `deleted role ${role.roleId}`}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The fixed columns, then one column of apply clicks per role. Apart from the roles' titles in
 * the header, every value is a date or a count.
 */
export function analyticsCsv(
  days: readonly AnalyticsDay[],
  roles: readonly RoleApplyClicks[] = [],
): string {
  const header = [...ANALYTICS_CSV_COLUMNS, ...roles.map(roleColumn)];
  const lines = days.map((day, index) =>
    [
      day.date,
      day.views,
      day.visitors,
      day.appearances,
      ...TRACKED_LINKS.map((l) => day.clicks[l]),
      day.newFollowers,
      day.embedViews,
      day.feedViews,
      ...roles.map((role) => role.perDay[index] ?? 0),
    ].join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  roles: Pick<OpenRolesService, 'getPublic'>;
  now?: () => Date;
}) {
  const { repository, roles } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * An apply click names a role anyone can see open on the organization's profile today;
     * any other id is refused, so made-up ids never reach the counts (nor the CSV's columns).
     */
    async assertApplyTarget(organizationId: string, roleId: string): Promise<void> {
      if (await roles.getPublic(organizationId, roleId)) return;
      throw new AppError('VALIDATION_ERROR', analyticsBeaconMessages.roleNotOpen, [
        { path: '/roleId', message: analyticsBeaconMessages.roleNotOpen },
      ]);
    },

    /**
     * The last `period` days up to today (UTC), each day present (zeros included), their
     * totals, and the totals of the `period` days before. Owners and editors only.
     */
    async read(userId: string, organizationId: string, period: AnalyticsPeriod) {
      assertMember(organizationId, await repository.accessFacts(organizationId, userId), 'editor');
      const today = utcDay(now());
      const from = dayBefore(today, period - 1);
      const previousFrom = dayBefore(from, period);
      const [stats, clicks, applyClicks, follows] = await Promise.all([
        repository.dailyStats(organizationId, previousFrom, today),
        repository.dailyClicks(organizationId, previousFrom, today),
        repository.dailyApplyClicks(organizationId, previousFrom, today),
        repository.followers(organizationId, previousFrom),
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
            embedViews: row.embedViews,
            feedViews: row.feedViews,
          });
      }
      for (const row of clicks) {
        const day = byDay.get(row.day);
        if (day && (TRACKED_LINKS as readonly string[]).includes(row.link)) {
          day.clicks[row.link as TrackedLink] += row.clicks;
        }
      }
      for (const row of follows.newPerDay) {
        const day = byDay.get(row.day);
        if (day) day.newFollowers = row.followers;
      }
      const all = [...byDay.values()];
      const days = all.slice(period);
      return {
        days,
        totals: total(days),
        previous: total(all.slice(0, period)),
        roles: applyClicksByRole(applyClicks, [...byDay.keys()], period),
        followers: follows.total,
      } satisfies ProfileAnalytics;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
