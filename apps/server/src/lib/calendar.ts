export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The same day `months` later, clamped to the end of a shorter month (31 January + 1 month is
 * the last day of February), as Stripe bills; in UTC, so the server's time zone never matters.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
