import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, guestAuth, testUser } from '@/features/auth/testing';
import { apiError } from '@/test/fetch-stub';
import {
  editorOrganization,
  ok,
  organizationApiPath,
  renderEditor,
  stubEditorApi,
} from '../testing/editor-test-utils';

const noPermission = "You don't have permission to edit this organization";

// Whole-page journeys with many keystrokes: slow on a busy machine, not stuck.
describe('the organization edit page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    document.title = '';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('welcomes a newly created organization and asks to complete its profile', async () => {
    stubEditorApi();
    renderEditor({ state: { newlyCreated: true } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Organization Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Organization created successfully!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Complete your organization profile below. You can now add more details, upload images, and select categories.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Update information about this organization')).toBeNull();
    expect(document.title).toBe('Complete Your Organization Profile | Catalyst Profiles');
  });

  it('shows the edit title, then the form filled with the organization', async () => {
    stubEditorApi();
    renderEditor();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Edit Organization' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Update information about this organization')).toBeInTheDocument();
    expect(screen.queryByText('Organization created successfully!')).toBeNull();
    expect(screen.getByText('Loading organization…')).toBeInTheDocument();

    expect(await screen.findByLabelText(/^Name/)).toHaveValue(editorOrganization.name);
    expect(screen.getByLabelText(/^Description/)).toHaveValue(editorOrganization.description);
    expect(screen.getByLabelText(/^Country/)).toHaveValue('United States');
    expect(screen.getByLabelText('Founded year')).toHaveValue(2016);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/organizations/${editorOrganization.slug}`,
    );
    expect(document.title).toBe('Edit Organization | Catalyst Profiles');
  });

  it('sends someone who does not own the organization away with a message', async () => {
    stubEditorApi(
      { ...editorOrganization, createdBy: 'someone-else' },
      { 'GET /api/users/organizations': () => ok([]) },
    );
    const { router } = renderEditor();

    expect(await screen.findByText('Organizations page')).toBeInTheDocument();
    expect(screen.getByTestId('landing-message')).toHaveTextContent(noPermission);
    expect(router.state.location.pathname).toBe('/organizations');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    [404, 'NOT_FOUND', 'The requested resource was not found.'],
    [403, 'FORBIDDEN', 'You do not own this organization.'],
  ])('treats a %i for the organization as not theirs to edit', async (status, code, message) => {
    stubEditorApi(editorOrganization, {
      [`GET ${organizationApiPath}`]: () => apiError(status, code, message),
    });
    renderEditor();
    expect(await screen.findByText('Organizations page')).toBeInTheDocument();
    expect(screen.getByTestId('landing-message')).toHaveTextContent(noPermission);
  });

  it('says so when the organization cannot be loaded', async () => {
    stubEditorApi(editorOrganization, {
      [`GET ${organizationApiPath}`]: () => apiError(500, 'INTERNAL', 'Something went wrong.'),
    });
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load organization data. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('says so when the categories cannot be loaded', async () => {
    stubEditorApi(editorOrganization, {
      'GET /api/categories': () => apiError(500, 'INTERNAL', 'Something went wrong.'),
    });
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load organization data. Please try again later.',
    );
  });

  it('sends a guest to sign in with the edit message', async () => {
    const { callsTo } = stubEditorApi();
    renderEditor({ auth: guestAuth() });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('landing-message')).toHaveTextContent(
      'Please sign in to edit organizations',
    );
    expect(callsTo(`GET ${organizationApiPath}`)).toHaveLength(0);
  });

  it('sends an unverified user to verify their email first', async () => {
    stubEditorApi();
    const { router } = renderEditor({
      auth: fakeAuth({ user: testUser({ emailVerified: false }) }),
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email-required'));
  });
});
