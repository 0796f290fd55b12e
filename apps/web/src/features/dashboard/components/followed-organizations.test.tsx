import { followMessages, type Follow } from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organization as card } from '@/features/organizations/testing';
import { apiError, ok, stubServer } from '@/test/stub-server';
import { renderDashboard } from '../testing/render-dashboard';

const followsPath = '/api/users/me/follows';

const follow = (overrides: Parameters<typeof card>[0], followedAt: string): Follow => ({
  organization: card(overrides),
  followedAt,
});

const solar = follow(
  { id: 'org-solar', name: 'Brightfield Solar Commons', logo: '/uploads/solar.webp' },
  '2026-03-02T10:00:00.000Z',
);
const seeds = follow(
  {
    id: 'org-seeds',
    name: 'Riverbank Seed Library',
    country: 'DE',
    location: null,
    logo: null,
  },
  '2026-03-01T10:00:00.000Z',
);

const countries = [
  { code: 'DE', name: 'Germany', flagEmoji: '🇩🇪' },
  { code: 'US', name: 'United States', flagEmoji: '🇺🇸' },
];

const following = () => screen.getByRole('region', { name: followMessages.listTitle });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the organizations I follow, on the dashboard', () => {
  it('lists each, newest first, as a link to its profile with its logo and place', async () => {
    stubServer({
      [`GET ${followsPath}`]: ok({ items: [solar, seeds] }),
      'GET /api/countries': ok(countries),
    });
    renderDashboard();

    const rows = await within(following()).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Brightfield Solar Commons' })).toHaveAttribute(
      'href',
      '/organizations/brightfield-solar-commons',
    );
    expect(
      within(first).getByRole('img', { name: 'Brightfield Solar Commons logo' }),
    ).toHaveAttribute('src', '/uploads/solar.webp');
    expect(await within(first).findByText('Detroit, Michigan, United States')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Riverbank Seed Library' })).toHaveAttribute(
      'href',
      '/organizations/riverbank-seed-library',
    );
    expect(within(second).getByText('Germany')).toBeInTheDocument();
    expect(
      within(second).getByRole('button', { name: 'Unfollow Riverbank Seed Library' }),
    ).toHaveTextContent(followMessages.unfollow);
  });

  it('says so when they follow none', async () => {
    stubServer({ [`GET ${followsPath}`]: ok({ items: [] }) });
    renderDashboard();
    expect(await within(following()).findByText(followMessages.listEmpty)).toBeInTheDocument();
    expect(within(following()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('unfollows one from its row, says so, and lists the rest', async () => {
    let items = [solar, seeds];
    const { requests } = stubServer({
      [`GET ${followsPath}`]: () => ok({ items }),
      [`DELETE ${followsPath}/org-solar`]: () => {
        items = [seeds];
        return ok({ organizationId: 'org-solar', following: false });
      },
    });
    renderDashboard();

    const unfollow = await within(following()).findByRole('button', {
      name: 'Unfollow Brightfield Solar Commons',
    });
    await userEvent.click(unfollow);

    expect(
      await screen.findByText(followMessages.unfollowed('Brightfield Solar Commons')),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(following()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(following()).getByRole('link', { name: 'Riverbank Seed Library' })).toBeVisible();
    expect(
      requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual([`${followsPath}/org-solar`]);
  });

  it("shows the server's reason when the list cannot be read", async () => {
    stubServer({
      [`GET ${followsPath}`]: apiError(403, 'Please verify your email address first.'),
    });
    renderDashboard();
    expect(
      await within(following()).findByText('Please verify your email address first.'),
    ).toBeInTheDocument();
  });

  it('is on the overview alone', async () => {
    stubServer({ [`GET ${followsPath}`]: ok({ items: [solar] }) });
    renderDashboard({ path: '/dashboard/organizations' });
    await screen.findByRole('region', { name: 'My Organizations' });
    expect(screen.queryByRole('region', { name: followMessages.listTitle })).toBeNull();
  });
});
