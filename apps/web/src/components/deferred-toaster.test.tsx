import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/notify';
import { DeferredToaster } from './deferred-toaster';

describe('DeferredToaster', () => {
  it('shows a toast raised before the Toaster has loaded', async () => {
    render(<DeferredToaster />);
    toast.success('Saved before the Toaster was there');
    // The Toaster's module loads on demand; on a busy machine that import alone can take
    // longer than findByText's default second.
    expect(
      await screen.findByText('Saved before the Toaster was there', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
