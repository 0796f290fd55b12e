import { dataMessages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { LoadFailedAlert, LoadingBlock } from './query-states';

describe('LoadingBlock', () => {
  it('is busy, shows its placeholders and names what is loading to a screen reader', () => {
    const { container } = render(
      <LoadingBlock label="Loading your saved searches…" className="flex flex-col gap-4">
        <span data-testid="placeholder" />
      </LoadingBlock>,
    );
    const block = container.firstElementChild!;
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(block).toHaveClass('flex', 'flex-col', 'gap-4');
    expect(screen.getByText('Loading your saved searches…')).toHaveClass('sr-only');
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
  });
});

describe('LoadFailedAlert', () => {
  it("says the server's reason when it gave one", () => {
    render(<LoadFailedAlert error={new ApiError(429, 'RATE_LIMITED', 'Too many requests.')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('says the data could not be loaded when the reason is unknown', () => {
    render(<LoadFailedAlert error={new TypeError('Failed to parse')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(dataMessages.loadFailed);
  });
});
