import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashMessage } from './flash-message';

function renderWithState(state: unknown) {
  const router = createMemoryRouter([{ path: '/', element: <FlashMessage /> }], {
    initialEntries: [{ pathname: '/', state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('FlashMessage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message passed through navigation state for five seconds', async () => {
    renderWithState({ message: 'Your account has been successfully deleted' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account has been successfully deleted',
    );
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('clears the state from history so a reload does not show it again', async () => {
    const router = renderWithState({ message: 'Organization deleted successfully' });
    await screen.findByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.state).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a refusal as an alert, not as a success', async () => {
    renderWithState({
      message: "You don't have permission to edit this organization",
      tone: 'error',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have permission to edit this organization",
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing without a message', () => {
    renderWithState(null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
