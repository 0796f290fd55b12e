import { describe, expect, it } from 'vitest';
import { utcLongDate } from './profile-freshness.js';

const intlLongDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

describe('the long date written out without Intl', () => {
  it('writes every day of a leap year and the days around each new year as Intl does', () => {
    const days: Date[] = [];
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      days.push(new Date(day));
    }
    for (const year of [1999, 2000, 2026, 2100]) {
      days.push(new Date(Date.UTC(year, 11, 31, 23, 59, 59)), new Date(Date.UTC(year + 1, 0, 1)));
    }
    expect(days.length).toBe(366 + 8);
    for (const day of days) expect(utcLongDate(day)).toBe(intlLongDate.format(day));
  });

  it('counts the UTC day, whatever the hour', () => {
    expect(utcLongDate(new Date('2026-11-24T23:59:59-05:00'))).toBe('25 November 2026');
    expect(utcLongDate(new Date('2026-11-25T00:30:00+02:00'))).toBe('24 November 2026');
  });
});
