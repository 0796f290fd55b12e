import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

describe('ScrollToTopButton', () => {
  beforeEach(() => {
    scrollPageTo(0);
  });

  afterEach(() => {
    scrollPageTo(0);
    vi.restoreAllMocks();
  });

  it('stays hidden at the top and until the page has scrolled past 500 px', () => {
    render(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollPageTo(500);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollPageTo(501);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible();

    scrollPageTo(120);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('shows at once when the page is already scrolled down', () => {
    scrollPageTo(900);
    render(<ScrollToTopButton />);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('scrolls smoothly back to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollToTopButton />);
    scrollPageTo(800);

    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));

    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
