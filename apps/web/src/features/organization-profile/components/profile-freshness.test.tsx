import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileFreshness } from './profile-freshness';

const NOW = new Date('2026-11-25T08:00:00Z');

describe('the profile’s freshness', () => {
  it.each([
    ['2026-11-25T00:00:01Z', 'Updated today'],
    ['2026-11-24T23:59:59Z', 'Updated 1 day ago'],
    ['2026-11-13T12:00:00Z', 'Updated 12 days ago'],
    ['2025-11-25T12:00:00Z', 'Updated 365 days ago'],
    // A clock a little behind the server's must not show the future.
    ['2026-11-25T09:00:00Z', 'Updated today'],
  ])('counts whole UTC days since %s', (updatedAt, text) => {
    render(<ProfileFreshness updatedAt={updatedAt} now={NOW} />);
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', updatedAt);
  });

  it('gives the exact UTC day on hover', () => {
    render(<ProfileFreshness updatedAt="2026-11-13T23:30:00-02:00" now={NOW} />);
    expect(screen.getByText('Updated 11 days ago')).toHaveAttribute('title', '14 November 2026');
  });

  it('shows nothing for a date it cannot read', () => {
    const { container } = render(<ProfileFreshness updatedAt="soon" now={NOW} />);
    expect(container).toBeEmptyDOMElement();
  });
});
