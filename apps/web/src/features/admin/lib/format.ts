/**
 * Moderators in different places read the same log: times are shown in UTC, and say so, so a
 * time quoted from one screen to another (or to an owner) means one moment.
 */
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
  hourCycle: 'h23',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 2, 2026, 14:05 UTC'. */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return date ? `${dateTime.format(date)} UTC` : value;
}

/** 'Mar 2, 2026'. */
export function formatDate(value: string): string {
  const date = parse(value);
  return date ? dateOnly.format(date) : value;
}

/** '1 report', '3 reports'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** ' matches' after one, ' match' after any other number: '1 user matches', '3 users match'. */
export const matchVerb = (count: number) => (count === 1 ? ' matches' : ' match');
