import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { Component as AboutPage } from './about';
import { Component as PrivacyPage } from './privacy';

function renderPage(path: string) {
  stubFetch({ 'GET /api/faqs': () => jsonResponse(200, { data: [] }) });
  const router = createMemoryRouter(
    [
      { path: '/about', Component: AboutPage },
      { path: '/privacy', Component: PrivacyPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('static pages', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('About describes the team in words, with no placeholder cards', () => {
    renderPage('/about');
    const team = screen.getByRole('region', { name: 'Our team' });
    expect(within(team).getByRole('heading', { name: 'Educators and recruiters' })).toBeVisible();
    expect(within(team).getByRole('heading', { name: 'Builders of the directory' })).toBeVisible();
    expect(screen.queryByText('Team member')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile coming soon')).not.toBeInTheDocument();
  });

  it('the privacy policy was last updated on a fixed date, whatever the day', () => {
    vi.useFakeTimers({ now: new Date('2027-03-04T10:00:00Z'), shouldAdvanceTime: true });
    renderPage('/privacy');
    const date = screen.getByText('November 27, 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-27');
    expect(date.parentElement).toHaveTextContent('Last updated: November 27, 2026');
  });
});
