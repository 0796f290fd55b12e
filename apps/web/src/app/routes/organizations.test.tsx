import { organizationFormMessages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FlashMessage } from '@/components/flash-message';
import { Component as OrganizationsRedirect } from './organizations';

function renderAt(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <FlashMessage /> },
      { path: '/organizations', Component: OrganizationsRedirect },
    ],
    { initialEntries: ['/', { pathname: '/organizations', state }], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/organizations', () => {
  it('goes to the home page, replacing itself, and hands on the one-time message', async () => {
    const router = renderAt({ message: organizationFormMessages.noPermission });
    expect(await screen.findByRole('status')).toHaveTextContent(
      "You don't have permission to edit this organization",
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes home quietly without a message', async () => {
    const router = renderAt(null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
