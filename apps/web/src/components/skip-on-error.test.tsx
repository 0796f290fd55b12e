import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SkipOnError } from './skip-on-error';

function Failing(): never {
  throw new Error('chunk failed to load');
}

describe('SkipOnError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its part while it works', () => {
    render(
      <SkipOnError part="the footer">
        <footer>Quick Links</footer>
      </SkipOnError>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Quick Links');
  });

  it('leaves a failing part out, logs why, and keeps the rest of the page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Directory</h1>
        <SkipOnError part="the footer">
          <Failing />
        </SkipOnError>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Directory' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Left out the footer, which failed',
      expect.objectContaining({ message: 'chunk failed to load' }),
    );
  });
});
