import type { Milestone } from '@catalyst/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MilestoneTimelineSlot } from './milestone-timeline-slot';

const milestones: Milestone[] = [
  {
    id: 'b',
    date: '2024-03-12',
    precision: 'day',
    title: 'First grant',
    description: 'From the city.',
    link: 'https://www.example.org/grant',
  },
  { id: 'a', date: '2019-05', precision: 'month', title: 'Founded', description: null, link: null },
];

describe('the profile’s timeline', () => {
  it('lists the milestones in order, each dated as precisely as it was given', async () => {
    render(<MilestoneTimelineSlot milestones={milestones} />);
    const section = await screen.findByRole('region', { name: 'Milestones' }, { timeout: 5000 });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'First grant',
      'Founded',
    ]);
    expect(within(items[0]!).getByText('12 March 2024')).toHaveAttribute('datetime', '2024-03-12');
    expect(within(items[1]!).getByText('May 2019')).toHaveAttribute('datetime', '2019-05');
    const link = within(items[0]!).getByRole('link', { name: /example\.org/ });
    expect(link).toHaveAttribute('href', 'https://www.example.org/grant');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('is not there when there is nothing to tell', () => {
    const { container } = render(<MilestoneTimelineSlot milestones={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
