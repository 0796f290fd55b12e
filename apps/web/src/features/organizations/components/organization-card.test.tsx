import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { organization } from '@/features/discovery/testing/fixtures';
import { OrganizationCard } from './organization-card';

const org = organization();
const climate = { id: 'climate_action', name: 'Climate Action', emoji: '🌡️' };
const openSource = { id: 'open_source', name: 'Open Source', emoji: '🔓' };
const unitedStates = { name: 'United States', flagEmoji: '🇺🇸' };

function renderCard(selected: string[] = []) {
  return render(
    <MemoryRouter>
      <OrganizationCard
        organization={org}
        categories={[climate, openSource]}
        country={unitedStates}
        selectedCategoryIds={new Set(selected)}
      />
    </MemoryRouter>,
  );
}

describe('OrganizationCard', () => {
  it('is one link to the profile at its slug, named after the organization', () => {
    renderCard();
    const link = screen.getByRole('link', { name: org.name });
    expect(link).toHaveAttribute('href', '/organizations/brightfield-solar-commons');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(within(link).queryByRole('button')).toBeNull();
  });

  it('shows the description, clamped to three lines', () => {
    renderCard();
    const description = screen.getByText(org.description);
    expect(description).toHaveClass('line-clamp-3');
    expect(screen.getByRole('link')).toHaveAccessibleDescription(
      expect.stringContaining(org.description),
    );
  });

  it('highlights the categories active in the filter', () => {
    renderCard(['open_source']);
    const badges = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole(
      'listitem',
    );
    expect(badges).toHaveLength(2);
    const [first, second] = badges;
    expect(first).toHaveTextContent('Climate Action');
    expect(first?.querySelector('[data-selected]')).toBeNull();
    expect(second).toHaveTextContent('Open Source');
    expect(second?.querySelector('[data-selected]')).not.toBeNull();
  });

  it('tells where the organization works', () => {
    renderCard();
    expect(screen.getByText(/Detroit, Michigan, .*United States/)).toBeInTheDocument();
  });

  it('falls back to the initial avatar without a logo, and shows a logo when there is one', () => {
    const { unmount } = renderCard();
    expect(screen.getByText('B')).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <OrganizationCard
          organization={organization({ logo: '/uploads/logo.webp' })}
          categories={[]}
          country={undefined}
        />
      </MemoryRouter>,
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/logo.webp');
  });
});
