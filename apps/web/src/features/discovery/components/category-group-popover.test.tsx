import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { categorySections } from '../category-choices';
import { categories, groups } from '../testing/fixtures';
import { CategoryGroupPopover } from './category-group-popover';

const [impactAreas] = categorySections(groups, categories);

function renderPopover({
  counts = new Map([['climate_action', 4]]) as ReadonlyMap<string, number> | undefined,
  selectedIds = new Set<string>(),
} = {}) {
  const onToggle = vi.fn();
  render(
    <TooltipProvider>
      <CategoryGroupPopover
        section={impactAreas!}
        counts={counts}
        selectedIds={selectedIds}
        onToggle={onToggle}
      />
    </TooltipProvider>,
  );
  return { onToggle };
}

describe('CategoryGroupPopover', () => {
  it('is one button per group, closed at first', () => {
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'Impact Areas' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says how many of its categories are selected', () => {
    renderPopover({ selectedIds: new Set(['climate_action', 'education', 'open_source']) });
    expect(screen.getByRole('button', { name: 'Impact Areas 2 selected' })).toBeInTheDocument();
  });

  it('opens the group’s categories with their counts, a missing one at 0 and disabled', async () => {
    renderPopover();
    await userEvent.click(screen.getByRole('button', { name: 'Impact Areas' }));

    const panel = await screen.findByRole('dialog', { name: 'Impact Areas' });
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(2);
    expect(
      within(panel).getByRole('checkbox', { name: 'Climate Action' }),
    ).toHaveAccessibleDescription(/^4 organizations/);
    const education = within(panel).getByRole('checkbox', { name: 'Education' });
    expect(education).toHaveAccessibleDescription(/^0 organizations/);
    expect(education).toBeDisabled();
    expect(within(panel).queryByRole('checkbox', { name: 'Open Source' })).toBeNull();
  });

  it('keeps a selected category without results removable', async () => {
    renderPopover({ counts: new Map(), selectedIds: new Set(['education']) });
    await userEvent.click(screen.getByRole('button', { name: /Impact Areas/ }));
    expect(await screen.findByRole('checkbox', { name: 'Education' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Climate Action' })).toBeDisabled();
  });

  it('toggles a category from the keyboard and closes on Escape, back to its button', async () => {
    const { onToggle } = renderPopover();
    const trigger = screen.getByRole('button', { name: 'Impact Areas' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('dialog', { name: 'Impact Areas' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Climate Action' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('climate_action');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when its button is pressed again', async () => {
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'Impact Areas' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Impact Areas' });
    await userEvent.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside, leaving the focus where the visitor put it', async () => {
    render(<input aria-label="Elsewhere" />);
    renderPopover();
    await userEvent.click(screen.getByRole('button', { name: 'Impact Areas' }));
    await screen.findByRole('dialog', { name: 'Impact Areas' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });
});
