import { errorBoundaryMessages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('The page could not be drawn.');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows what failed in the page’s place, and gives the next page its own chance', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/broken">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: errorBoundaryMessages.title })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The page could not be drawn.');
    expect(screen.getByRole('button', { name: errorBoundaryMessages.retry })).toBeVisible();

    rerender(
      <RouteErrorBoundary resetKey="/broken">
        <p>Still the same page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText('Still the same page')).not.toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/about">
        <p>Another page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Another page')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says something went wrong when what was thrown has no message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function ThrowsNothingUseful(): never {
      throw new Error('');
    }
    render(
      <RouteErrorBoundary resetKey="/">
        <ThrowsNothingUseful />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(errorBoundaryMessages.fallback);
  });
});
