import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorOrganization, renderLoadedEditor } from '../testing/editor-test-utils';

const limitWarning = 'You can select up to 7 categories. Deselect one to choose another.';

const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });
const orderList = () => screen.getByRole('list', { name: 'Category order' });
/** The names in a list, as read: without positions and emoji. */
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\d+\.|[^\p{L}\s]/gu, '').trim());
const orderNames = () => namesIn(orderList());

// Whole-page journeys with many keystrokes: slow on a busy machine, not stuck.
describe('choosing categories', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the categories grouped, with the saved ones checked', async () => {
    await renderLoadedEditor();
    const impact = screen.getByRole('group', { name: /Impact Areas/ });
    expect(within(impact).getByRole('checkbox', { name: /Clean Energy/ })).toBeChecked();
    expect(within(impact).getByRole('checkbox', { name: /Education/ })).not.toBeChecked();
    expect(
      within(screen.getByRole('group', { name: /Company Properties/ })).getByRole('checkbox', {
        name: /Cooperative/,
      }),
    ).toBeChecked();
    expect(screen.getByText(/Choose at least one category from each group/)).toBeInTheDocument();
  });

  it('warns at 7 and disables every unselected category until one is deselected', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor();
    // Two are selected already; five more reach the limit.
    for (const name of ['Housing and Cities', 'Education', 'Health', 'Open Source', 'Research']) {
      await user.click(checkbox(name));
    }
    expect(screen.getByText(limitWarning)).toBeInTheDocument();
    for (const name of ['Community Organizing', 'Nonprofit', 'Replication']) {
      expect(checkbox(name)).toBeDisabled();
    }
    expect(checkbox('Research')).toBeEnabled();
    expect(screen.getByText('7 of 7 selected.')).toBeInTheDocument();

    await user.click(checkbox('Research'));
    expect(screen.queryByText(limitWarning)).toBeNull();
    expect(checkbox('Nonprofit')).toBeEnabled();
  });

  it('lists the ordered categories apart from company properties, new ones at the end', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor();
    expect(orderNames()).toEqual(['Clean Energy']);
    expect(
      within(screen.getByRole('list', { name: 'Company Properties' })).getByText('Cooperative'),
    ).toBeInTheDocument();

    await user.click(checkbox('Replication'));
    await user.click(checkbox('Education'));
    await user.click(checkbox('Nonprofit'));
    expect(orderNames()).toEqual(['Clean Energy', 'Replication', 'Education']);
    expect(namesIn(screen.getByRole('list', { name: 'Company Properties' }))).toEqual([
      'Cooperative',
      'Nonprofit',
    ]);
    expect(within(orderList()).queryByText('Nonprofit')).toBeNull();

    await user.click(checkbox('Replication'));
    expect(orderNames()).toEqual(['Clean Energy', 'Education']);
  });

  it('moves a category up and down, never past either end', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor({
      ...editorOrganization,
      categoryIds: ['clean_energy', 'replication', 'community_organizing', 'cooperative'],
      categoriesOrder: { clean_energy: 0, replication: 1, community_organizing: 2 },
    });
    expect(orderNames()).toEqual(['Clean Energy', 'Replication', 'Community Organizing']);
    expect(screen.getByRole('button', { name: 'Move Clean Energy up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Community Organizing down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Replication up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Replication down' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Move Cooperative/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move Replication up' }));
    expect(orderNames()).toEqual(['Replication', 'Clean Energy', 'Community Organizing']);
    expect(screen.getByRole('button', { name: 'Move Replication up' })).toBeDisabled();
    // The used button is now disabled: the focus stays on the item's other button.
    expect(screen.getByRole('button', { name: 'Move Replication down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Clean Energy down' }));
    expect(orderNames()).toEqual(['Replication', 'Community Organizing', 'Clean Energy']);
    expect(screen.getByRole('button', { name: 'Move Clean Energy down' })).toBeDisabled();
  });

  it('asks for the details of each ordered category, with the default text as placeholder', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor();
    const detail = screen.getByLabelText('Clean Energy description');
    expect(detail).toHaveAttribute(
      'placeholder',
      `${editorOrganization.name} is committed to excellence in the field of Clean Energy`,
    );
    expect(screen.queryByLabelText('Cooperative description')).toBeNull();

    await user.click(checkbox('Education'));
    expect(screen.getByLabelText('Education description')).toBeInTheDocument();
    // Images go only to saved categories; the new one says so.
    expect(
      screen.getByText(/Select this category and save before adding its image\./),
    ).toBeInTheDocument();
  });
});
