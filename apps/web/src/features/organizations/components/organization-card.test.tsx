import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organization } from '../testing/card-fixtures';
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

describe('OrganizationCard on a page the server rendered', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function Directory({ selected = [] }: { selected?: string[] }) {
    return (
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <OrganizationCard
                organization={org}
                categories={[climate, openSource]}
                country={unitedStates}
                selectedCategoryIds={new Set(selected)}
              />
            }
          />
          <Route path="/organizations/:slug" element={<h1>The profile</h1>} />
        </Routes>
      </MemoryRouter>
    );
  }

  function hydrateDirectory() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Directory />);
    document.body.append(container);
    const serverFaces = container.querySelector('.flip-card-inner');
    const errors = vi.spyOn(console, 'error');
    act(() => {
      root = hydrateRoot(container, <Directory />);
    });
    return { container, serverFaces, errors };
  }

  it('keeps the faces the server sent, silently, and its link still navigates in the app', () => {
    const { container, serverFaces, errors } = hydrateDirectory();
    expect(container.querySelector('.flip-card-inner')).toBe(serverFaces);
    // Not hydrated: React attached nothing to the elements inside.
    const title = container.querySelector('h3')!;
    expect(Object.keys(title).some((key) => key.startsWith('__react'))).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: org.name });
    expect(link).toHaveAccessibleDescription(expect.stringContaining(org.description));
    // The router's own handler: a plain click renders the profile without loading a page.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'The profile' })).toBeInTheDocument();
  });

  it('renders its faces again once a category of it is selected in the filter', () => {
    const { container, serverFaces } = hydrateDirectory();
    act(() => root?.render(<Directory selected={['open_source']} />));
    expect(container.querySelector('.flip-card-inner')).not.toBe(serverFaces);
    expect(container.querySelectorAll('.flip-card-inner')).toHaveLength(1);
    const badges = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole(
      'listitem',
    );
    expect(badges[1]?.querySelector('[data-selected]')).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: org.name }));
    expect(screen.getByRole('heading', { name: 'The profile' })).toBeInTheDocument();
  });
});
