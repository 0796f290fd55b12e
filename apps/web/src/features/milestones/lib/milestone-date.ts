import type { Milestone } from '@catalyst/shared';

// Day before month ("12 March 2024"), in UTC: the date is a calendar date, not an instant, so
// neither the server's nor the visitor's time zone may move it.
const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "March 2024" for a month, "12 March 2024" for a day: as precisely as it was given. */
export function milestoneDateText({ date, precision }: Pick<Milestone, 'date' | 'precision'>) {
  const day = new Date(`${precision === 'month' ? `${date}-01` : date}T00:00:00Z`);
  return (precision === 'month' ? monthFormat : dayFormat).format(day);
}
