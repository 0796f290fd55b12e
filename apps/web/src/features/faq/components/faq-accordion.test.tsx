import { faqCategories, type FaqEntry, faqMessages } from '@catalyst/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const entries: FaqEntry[] = [
  {
    id: 'what-is-profile',
    question: 'What is a profile?',
    answer: 'A public page for a mission-driven organization.',
    categories: ['general'],
  },
  {
    id: 'who-can-create',
    question: 'Who can create a profile?',
    answer: 'Anyone committed to positive impact.',
    categories: ['submission'],
  },
  {
    id: 'why-companies-pay',
    question: 'Why do organizations pay?',
    answer: 'It costs $12 per month or $100 per year.',
    categories: ['general', 'pricing'],
  },
];

const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('FaqAccordion', () => {
  it('lists the four categories in order, each entry under every category it belongs to', () => {
    render(<FaqAccordion entries={entries} />);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(faqCategories.map((category) => category.name));

    const general = screen.getByRole('region', { name: 'General Questions' });
    const pricing = screen.getByRole('region', { name: 'Pricing & Costs' });
    expect(
      within(general).getByRole('button', { name: 'Why do organizations pay?' }),
    ).toBeVisible();
    expect(
      within(pricing).getByRole('button', { name: 'Why do organizations pay?' }),
    ).toBeVisible();
  });

  it('keeps at most one question open across all groups', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={entries} />);
    expect(expanded()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'What is a profile?' }));
    expect(expanded().map((button) => button.textContent)).toEqual(['What is a profile?']);
    expect(screen.getByText('A public page for a mission-driven organization.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Who can create a profile?' }));
    expect(expanded().map((button) => button.textContent)).toEqual(['Who can create a profile?']);
    expect(
      screen.queryByText('A public page for a mission-driven organization.'),
    ).not.toBeInTheDocument();
  });

  it('closes an open question when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={entries} />);
    const trigger = screen.getByRole('button', { name: 'Who can create a profile?' });

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(expanded()).toHaveLength(0);
  });

  it('opens questions from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion entries={entries} />);

    await user.tab();
    expect(screen.getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(expanded().map((button) => button.textContent)).toEqual(['What is a profile?']);
  });

  it('says so when a category has no questions', () => {
    render(<FaqAccordion entries={entries} />);

    const management = screen.getByRole('region', { name: 'Organization Management' });
    expect(within(management).getByText(faqMessages.emptyCategory)).toBeInTheDocument();
    expect(within(management).queryByRole('button')).not.toBeInTheDocument();
    const general = screen.getByRole('region', { name: 'General Questions' });
    expect(within(general).queryByText(faqMessages.emptyCategory)).not.toBeInTheDocument();
  });
});
