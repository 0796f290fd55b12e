import { currentYear } from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse } from '@/test/fetch-stub';
import {
  editorOrganization,
  ok,
  organizationApiPath,
  renderLoadedEditor,
} from '../testing/editor-test-utils';

const save = () => screen.getByRole('button', { name: 'Save Changes' });
const counterOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const counter = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.hasAttribute('data-state'));
  if (!counter) throw new Error('The field has no counter');
  return counter;
};

async function replaceText(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    // Long texts are pasted: typing them key by key would only slow the test down.
    await user.paste(text);
  }
}

// Whole-page journeys with many keystrokes: slow on a busy machine, not stuck.
describe('the organization form', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts the description against 1000, warning under 10% left and red at 0', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor();
    const description = screen.getByLabelText(/^Description/);

    await replaceText(user, description, 'a'.repeat(900));
    expect(counterOf(description)).toHaveTextContent('900 / 1000');
    expect(counterOf(description)).toHaveAttribute('data-state', 'ok');

    await user.type(description, 'a');
    expect(counterOf(description)).toHaveTextContent('901 / 1000');
    expect(counterOf(description)).toHaveAttribute('data-state', 'warning');

    await replaceText(user, description, 'a'.repeat(1000));
    expect(counterOf(description)).toHaveTextContent('1000 / 1000');
    expect(counterOf(description)).toHaveAttribute('data-state', 'limit');
  });

  it('counts a category description against 2000 with the same rule', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor();
    const detail = screen.getByLabelText('Clean Energy description');
    expect(counterOf(detail)).toHaveTextContent('0 / 2000');

    await replaceText(user, detail, 'b'.repeat(1801));
    expect(counterOf(detail)).toHaveTextContent('1801 / 2000');
    expect(counterOf(detail)).toHaveAttribute('data-state', 'warning');

    await replaceText(user, detail, 'b'.repeat(2001));
    expect(counterOf(detail)).toHaveAttribute('data-state', 'limit');
    await user.click(save());
    expect(
      await screen.findByText('Category descriptions must be at most 2000 characters'),
    ).toBeInTheDocument();
    expect(detail).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds https:// to a link on leaving it, and says when it is no web address', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor();
    const website = screen.getByLabelText('Website');
    await user.type(website, 'brightfield.example.org');
    await user.tab();
    expect(website).toHaveValue('https://brightfield.example.org');
    expect(website).not.toHaveAttribute('aria-invalid');

    const linkedin = screen.getByLabelText('LinkedIn');
    await user.type(linkedin, 'not a link');
    await user.tab();
    expect(linkedin).toHaveValue('https://not a link');
    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Please enter a valid URL (e.g., linkedin.com/company/example)'),
    ).toBeInTheDocument();

    await user.clear(linkedin);
    await user.tab();
    expect(linkedin).toHaveValue('');
    expect(
      screen.queryByText('Please enter a valid URL (e.g., linkedin.com/company/example)'),
    ).toBeNull();
  });

  it.each([1799, currentYear() + 1])('refuses %i as the founded year', async (year) => {
    const user = userEvent.setup();
    const { callsTo } = await renderLoadedEditor();
    const founded = screen.getByLabelText('Founded year');
    await user.clear(founded);
    await user.type(founded, String(year));
    await user.click(save());
    expect(
      await screen.findByText(`Founded year must be between 1800 and ${currentYear()}`),
    ).toBeInTheDocument();
    expect(founded).toHaveFocus();
    expect(callsTo(`PUT ${organizationApiPath}`)).toHaveLength(0);
  });

  it('asks for the required fields when no category is selected, and focuses them', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderLoadedEditor();
    await user.click(screen.getByRole('checkbox', { name: /Clean Energy/ }));
    await user.click(screen.getByRole('checkbox', { name: /Cooperative/ }));
    await user.click(save());

    const categories = screen.getByRole('group', { name: /^Categories/ });
    expect(await within(categories).findByRole('alert')).toHaveTextContent(
      'Please fill out all required fields',
    );
    expect(within(categories).getAllByRole('checkbox')[0]).toHaveFocus();
    expect(callsTo(`PUT ${organizationApiPath}`)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /Education/ }));
    expect(within(categories).queryByRole('alert')).toBeNull();
  });

  it('asks for a missing name and moves the focus to it', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderLoadedEditor();
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(save());
    expect(await screen.findByText('Please fill out all required fields')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(`PUT ${organizationApiPath}`)).toHaveLength(0);
  });

  it('saves the normalized values, confirms, then opens the profile at its new slug after 1.5 s', async () => {
    let answer: (response: Response) => void = () => undefined;
    const user = userEvent.setup();
    const { callsTo, router } = await renderLoadedEditor(editorOrganization, {
      [`PUT ${organizationApiPath}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });

    await replaceText(user, screen.getByLabelText(/^Name/), '  Brightfield Commons  ');
    await replaceText(user, screen.getByLabelText('Location'), '');
    await replaceText(user, screen.getByLabelText('Founded year'), '');
    await user.type(screen.getByLabelText('Blog'), 'brightfield.example.org/blog');
    await user.click(screen.getByRole('checkbox', { name: /Replication/ }));
    await user.click(screen.getByRole('button', { name: 'Move Replication up' }));
    await user.type(screen.getByLabelText('Replication description'), 'Open playbooks.');
    await user.click(save());

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    const [request] = callsTo(`PUT ${organizationApiPath}`);
    expect(request?.body).toEqual({
      name: 'Brightfield Commons',
      description: editorOrganization.description,
      country: 'US',
      location: null,
      foundedYear: null,
      websiteUrl: null,
      linkedinUrl: null,
      twitterUrl: null,
      blogUrl: 'https://brightfield.example.org/blog',
      categoryIds: ['clean_energy', 'cooperative', 'replication'],
      categoriesOrder: { replication: 0, clean_energy: 1 },
      categoriesDetails: { replication: 'Open playbooks.' },
    });

    // Renamed, it has a new slug: the profile opens there.
    answer(ok({ ...editorOrganization, name: 'Brightfield Commons', slug: 'brightfield-commons' }));
    expect(await screen.findByText('Organization updated successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/organizations/${editorOrganization.id}/edit`);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/organizations/brightfield-commons'),
      { timeout: 3000 },
    );
    // The router's state moves before React commits the page it leads to.
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('changes the country by typing its name and pressing Enter, and saves that code', async () => {
    const user = userEvent.setup();
    const { callsTo } = await renderLoadedEditor(editorOrganization, {
      [`PUT ${organizationApiPath}`]: () => ok(editorOrganization),
    });
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('United States');
    await user.clear(country);
    await user.type(country, 'germ{Enter}');
    expect(country).toHaveValue('Germany');
    await user.click(save());
    await waitFor(() => expect(callsTo(`PUT ${organizationApiPath}`)).toHaveLength(1));
    expect(callsTo(`PUT ${organizationApiPath}`)[0]?.body).toMatchObject({ country: 'DE' });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { router } = await renderLoadedEditor(editorOrganization, {
      [`PUT ${organizationApiPath}`]: () =>
        apiError(400, 'VALIDATION', 'One of the selected categories does not exist.'),
    });
    const name = screen.getByLabelText(/^Name/);
    await replaceText(user, name, 'Brightfield Commons');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of the selected categories does not exist.',
    );
    expect(name).toHaveValue('Brightfield Commons');
    expect(save()).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/organizations/${editorOrganization.id}/edit`);
  });

  it('falls back to the general message when the server fails', async () => {
    const user = userEvent.setup();
    await renderLoadedEditor(editorOrganization, {
      [`PUT ${organizationApiPath}`]: () =>
        jsonResponse(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update organization. Please try again.',
    );
  });
});
