import { discoveryMessages } from '@catalyst/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPill } from './filter-pill';

describe('FilterPill', () => {
  it('invites to select categories when none is selected', () => {
    render(<FilterPill selectedCount={0} total={30} onClick={vi.fn()} />);
    expect(screen.getByRole('button', { name: discoveryMessages.pillEmpty })).toBeInTheDocument();
    expect(screen.queryByTestId('filter-pill-count')).toBeNull();
  });

  it('counts the matching organizations when categories are selected', () => {
    render(<FilterPill selectedCount={2} total={7} onClick={vi.fn()} />);
    const pill = screen.getByRole('button', { name: `7 ${discoveryMessages.pillMatching}` });
    expect(pill).toBeInTheDocument();
    expect(screen.getByTestId('filter-pill-count')).toHaveTextContent(/^7$/);
  });

  it('shows a zero count rather than hiding it', () => {
    render(<FilterPill selectedCount={1} total={0} onClick={vi.fn()} />);
    expect(screen.getByTestId('filter-pill-count')).toHaveTextContent(/^0$/);
  });

  it('reports clicks', async () => {
    const onClick = vi.fn();
    render(<FilterPill selectedCount={1} total={3} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
