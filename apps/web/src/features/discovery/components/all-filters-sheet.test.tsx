import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { categories, groups } from '../testing/fixtures';
import { AllFiltersSheet } from './all-filters-sheet';
import type { AllFiltersSheetProps } from './all-filters-sheet-props';

function Harness(props: Omit<AllFiltersSheetProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return <AllFiltersSheet {...props} open={open} onOpenChange={setOpen} />;
}

function renderSheet(props: Partial<AllFiltersSheetProps> = {}) {
  const handlers = { onToggle: vi.fn(), onClearCategories: vi.fn() };
  render(
    <TooltipProvider>
      <Harness
        groups={groups}
        categories={categories}
        counts={
          new Map([
            ['climate_action', 4],
            ['open_source', 1],
          ])
        }
        selectedIds={new Set()}
        status="success"
        total={12}
        {...handlers}
        {...props}
      />
    </TooltipProvider>,
  );
  return handlers;
}

describe('AllFiltersSheet', () => {
  it('opens a drawer holding every group, with the live counts', async () => {
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'All filters' }));

    const drawer = await screen.findByRole('dialog', { name: 'All filters' });
    expect(within(drawer).getByRole('group', { name: 'Impact Areas' })).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Work Methods' })).toBeInTheDocument();
    expect(
      within(drawer).getByRole('checkbox', { name: 'Open Source' }),
    ).toHaveAccessibleDescription(/^1 organization /);
  });

  it('says on its button how many categories are selected', () => {
    renderSheet({ selectedIds: new Set(['education', 'open_source']) });
    expect(screen.getByRole('button', { name: 'All filters 2 selected' })).toBeInTheDocument();
  });

  it('toggles categories inside the drawer', async () => {
    const { onToggle } = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'All filters' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Climate Action' }));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('climate_action');
  });

  it('closes on its results button, naming how many there are', async () => {
    renderSheet();
    const trigger = screen.getByRole('button', { name: 'All filters' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Show 12 organizations' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('offers to clear the categories once some are selected', async () => {
    const { onClearCategories } = renderSheet({ selectedIds: new Set(['education']) });
    await userEvent.click(screen.getByRole('button', { name: /All filters/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear categories' }));
    expect(onClearCategories).toHaveBeenCalledOnce();
  });

  it('closes with its close button or Escape', async () => {
    renderSheet({ total: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'All filters' }));
    expect(await screen.findByRole('button', { name: 'Show results' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const trigger = screen.getByRole('button', { name: 'All filters' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'All filters' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens when asked from elsewhere, and hands focus back to its button on close', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <TooltipProvider>
        <AllFiltersSheet
          groups={groups}
          categories={categories}
          counts={undefined}
          selectedIds={new Set()}
          status="success"
          total={3}
          onToggle={vi.fn()}
          onClearCategories={vi.fn()}
          open={false}
          onOpenChange={onOpenChange}
        />
      </TooltipProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const props = {
      groups,
      categories,
      counts: undefined,
      selectedIds: new Set<string>(),
      status: 'success' as const,
      total: 3,
      onToggle: vi.fn(),
      onClearCategories: vi.fn(),
      onOpenChange,
    };
    rerender(
      <TooltipProvider>
        <AllFiltersSheet {...props} open />
      </TooltipProvider>,
    );
    await screen.findByRole('dialog', { name: 'All filters' });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <TooltipProvider>
        <AllFiltersSheet {...props} open={false} />
      </TooltipProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'All filters' });
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
