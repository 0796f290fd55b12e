import { dataMessages, discoveryMessages } from '@catalyst/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { categories, groups } from '../testing/fixtures';
import { CategoryFilterPanel, type CategoryFilterPanelProps } from './category-filter-panel';

function renderPanel(props: Partial<CategoryFilterPanelProps> = {}) {
  const onToggle = vi.fn();
  render(
    <TooltipProvider>
      <CategoryFilterPanel
        groups={groups}
        categories={categories}
        counts={
          new Map([
            ['climate_action', 4],
            ['education', 2],
          ])
        }
        selectedIds={new Set()}
        onToggle={onToggle}
        status="success"
        {...props}
      />
    </TooltipProvider>,
  );
  return { onToggle };
}

describe('CategoryFilterPanel', () => {
  it('lists each group with its own categories and their counts', () => {
    renderPanel();
    const impact = screen.getByRole('group', { name: 'Impact Areas' });
    const methods = screen.getByRole('group', { name: 'Work Methods' });

    const impactBoxes = within(impact).getAllByRole('checkbox');
    expect(impactBoxes).toHaveLength(2);
    expect(
      within(impact).getByRole('checkbox', { name: 'Climate Action' }),
    ).toHaveAccessibleDescription('4 organizations Cutting greenhouse gas emissions.');
    expect(within(impact).getByRole('checkbox', { name: 'Education' })).toHaveAccessibleDescription(
      /^2 organizations/,
    );
    expect(within(methods).getByRole('checkbox', { name: 'Open Source' })).toBeInTheDocument();
    expect(within(methods).queryByRole('checkbox', { name: 'Education' })).toBeNull();
  });

  it('reports the id of the clicked category', async () => {
    const { onToggle } = renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Education' }));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('education');
  });

  it('toggles from the label too', async () => {
    const { onToggle } = renderPanel();
    await userEvent.click(screen.getByText('Climate Action'));
    expect(onToggle).toHaveBeenCalledWith('climate_action');
  });

  it('checks the selected categories only', () => {
    renderPanel({ selectedIds: new Set(['climate_action']) });
    expect(screen.getByRole('checkbox', { name: 'Climate Action' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Education' })).not.toBeChecked();
  });

  it('shows 0 beside a category the counts leave out', () => {
    renderPanel({ counts: new Map([['education', 2]]) });
    expect(screen.getByRole('checkbox', { name: 'Open Source' })).toHaveAccessibleDescription(
      /^0 organizations/,
    );
  });

  it('disables a category without results unless it is already selected', () => {
    renderPanel({
      counts: new Map([['education', 2]]),
      selectedIds: new Set(['climate_action']),
    });
    expect(screen.getByRole('checkbox', { name: 'Open Source' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Climate Action' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Education' })).toBeEnabled();
  });

  it('keeps every category selectable while counts are unknown', () => {
    renderPanel({ counts: undefined });
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeEnabled();
  });

  it('says when the categories could not be loaded', () => {
    renderPanel({ status: 'error', errorMessage: dataMessages.loadFailed });
    expect(screen.getByRole('alert')).toHaveTextContent(discoveryMessages.errorCategories);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('lays the groups out in one to four columns by width', () => {
    renderPanel();
    const grid = screen.getByRole('group', { name: 'Impact Areas' }).parentElement;
    expect(grid).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4');
  });
});
