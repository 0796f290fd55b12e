import { describe, expect, it } from 'vitest';
import { milestoneDateText } from './milestone-date';

describe('a milestone’s date', () => {
  it('is printed as precisely as it was given', () => {
    expect(milestoneDateText({ date: '2024-03', precision: 'month' })).toBe('March 2024');
    expect(milestoneDateText({ date: '2024-03-12', precision: 'day' })).toBe('12 March 2024');
    // The first and last days stay on their date whatever the time zone.
    expect(milestoneDateText({ date: '2024-01-01', precision: 'day' })).toBe('1 January 2024');
    expect(milestoneDateText({ date: '2023-12-31', precision: 'day' })).toBe('31 December 2023');
  });
});
