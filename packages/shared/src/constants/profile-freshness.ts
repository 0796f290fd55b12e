// The profile's freshness line, in a module of its own: it is part of every profile's first load.

/** "Updated today", "Updated 1 day ago", "Updated {n} days ago". */
export const profileUpdatedText = (days: number): string =>
  days <= 0 ? 'Updated today' : days === 1 ? 'Updated 1 day ago' : `Updated ${days} days ago`;

/**
 * Whole UTC calendar days from `since` to `now`: both sides of a server-rendered page count
 * the same days from the same instants, whatever time zones the server and browser are in.
 */
export function utcDaysBetween(since: Date, now: Date): number {
  const startOfDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return Math.max(0, Math.round((startOfDay(now) - startOfDay(since)) / 86_400_000));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "25 November 2026": the UTC day, as `Intl.DateTimeFormat('en-GB', { dateStyle: 'long',
 * timeZone: 'UTC' })` writes it. Spelled out because a page's first `Intl` formatter costs the
 * browser about 60 ms of loading locale data, in one task, on every profile's first load
 * (docs/decisions/0042-hydrate-only-what-answers.md).
 */
export function utcLongDate(at: Date): string {
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
