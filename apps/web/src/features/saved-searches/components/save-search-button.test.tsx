import {
  SAVED_SEARCHES_PER_USER_MAX,
  savedSearchMessages,
  savedSearchText,
  type SavedSearch,
} from '@catalyst/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import type { AuthContextValue } from '@/features/auth';
import {
  TestAuthProvider,
  fakeAuth,
  guestAuth,
  loadingAuth,
  signedOutAuth,
  testUser,
} from '@/features/auth/testing';
import { apiError, jsonResponse, stubFetch, type StubHandler } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-routes';
import { SaveSearchButton } from './save-search-button';

const savedSearchesPath = '/api/users/me/saved-searches';
const createKey = `POST ${savedSearchesPath}`;

function savedAs(body: { query: string; alerts: SavedSearch['alerts']; name?: string }) {
  const saved: SavedSearch = {
    id: '0b6f3c1e-8d2a-4a7e-9c4b-2f1e5d6a7b8c',
    name: body.name ?? '“ocean” · DE',
    query: body.query,
    alerts: body.alerts,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
  return jsonResponse(201, { data: saved });
}

/** Where the button sent the person, with what the navigation state carries. */
function Landing({ name }: { name: string }) {
  const state = useLocation().state as {
    message?: string;
    from?: { pathname: string; search: string };
  } | null;
  return (
    <p>
      {name}: {state?.message ?? 'no message'}, back to {state?.from?.pathname}
      {state?.from?.search}
    </p>
  );
}

function renderButton({
  auth = fakeAuth(),
  entry = '/?q=ocean&country=DE',
  create = (request) => savedAs(request.body as Parameters<typeof savedAs>[0]),
}: { auth?: AuthContextValue; entry?: string; create?: StubHandler } = {}) {
  const api = stubFetch({ [createKey]: create });
  const view = renderRoutes(
    [
      { path: '/', element: <SaveSearchButton /> },
      { path: '/login', element: <Landing name="Login" /> },
      { path: '/verify-email-required', element: <Landing name="Verify your email" /> },
      { path: '/dashboard/alerts', element: <p>Saved searches and alerts page</p> },
    ],
    {
      initialEntry: entry,
      providers: (router) => (
        <TestAuthProvider value={auth}>
          {router}
          <Toaster />
        </TestAuthProvider>
      ),
    },
  );
  return { ...view, api, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: savedSearchText.save });

// The dialog's code loads on the first click: cold, on a busy machine, it takes seconds.
const DIALOG_LOADED = { timeout: 5000 };

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(saveButton());
  return within(await screen.findByRole('dialog', { name: savedSearchText.save }, DIALOG_LOADED));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // sonner keeps its toasts between tests and shows them to the next test's Toaster.
  toast.dismiss();
});

describe('Save this search', () => {
  it.each([
    ['a guest', guestAuth],
    ['a signed-out visitor', signedOutAuth],
    ['a visitor whose session is not known yet', loadingAuth],
  ])('sends %s to sign in, the search kept for the way back', async (_, auth) => {
    const { api, user } = renderButton({ auth: auth(), entry: '/?q=ocean&country=DE' });
    await user.click(saveButton());

    expect(
      screen.getByText(`Login: ${savedSearchText.signInToSave}, back to /?q=ocean&country=DE`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('asks an unverified account to verify first, with the way back to the search', async () => {
    const auth = fakeAuth({ user: testUser({ emailVerified: false }), isVerified: false });
    const { api, user } = renderButton({ auth, entry: '/?hiring=true' });
    await user.click(saveButton());

    const dialog = within(
      await screen.findByRole('dialog', { name: savedSearchText.verifyToSaveTitle }, DIALOG_LOADED),
    );
    expect(dialog.getByText(savedSearchText.verifyToSave)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: savedSearchText.submit })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('link', { name: savedSearchText.verifyEmail }));

    expect(
      await screen.findByText('Verify your email: no message, back to /?hiring=true'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('saves the search of the address with a name and daily alerts, and says so', async () => {
    const { api, user } = renderButton({ entry: '/?q=ocean&country=DE' });
    const dialog = await openDialog(user);

    const name = dialog.getByRole('textbox', { name: savedSearchText.nameLabel });
    // The name the server would give it, should none be typed.
    expect(name).toHaveAttribute('placeholder', '“ocean” · DE');
    expect(name).toHaveAccessibleDescription(savedSearchText.nameHint('“ocean” · DE'));
    const alerts = dialog.getByRole('combobox', { name: savedSearchText.alertsLabel });
    expect(alerts).toHaveValue('weekly');
    expect(
      within(alerts)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Daily', 'Weekly', 'Off']);

    await user.type(name, 'Ocean work in Germany');
    await user.selectOptions(alerts, 'daily');
    await user.click(dialog.getByRole('button', { name: savedSearchText.submit }));

    expect(
      await screen.findByText(savedSearchText.saved('Ocean work in Germany')),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saveButton()).toHaveFocus();
    expect(api.callsTo(createKey).map((call) => call.body)).toEqual([
      { query: 'q=ocean&country=DE', alerts: 'daily', name: 'Ocean work in Germany' },
    ]);
  });

  it('saves the search alone, not the page of results it was on, and no name when left blank', async () => {
    const { api, user } = renderButton({
      entry:
        '/?categories=climate_action,education&cursor=abc123&prev=&hiring=true&utm_source=mail',
    });
    const dialog = await openDialog(user);
    await user.type(dialog.getByRole('textbox', { name: savedSearchText.nameLabel }), '   ');
    await user.click(dialog.getByRole('button', { name: savedSearchText.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(createKey).map((call) => call.body)).toEqual([
      { query: 'categories=climate_action,education&hiring=true', alerts: 'weekly' },
    ]);
  });

  it.each([
    ['saved already', savedSearchMessages.duplicate],
    ['one too many', savedSearchMessages.tooMany],
  ])(
    "shows the server's refusal of a search %s, with the way to the saved ones",
    async (_, message) => {
      expect(savedSearchMessages.tooMany).toContain(String(SAVED_SEARCHES_PER_USER_MAX));
      const { user } = renderButton({ create: () => apiError(409, 'CONFLICT', message) });
      const dialog = await openDialog(user);
      await user.click(dialog.getByRole('button', { name: savedSearchText.submit }));

      expect(await dialog.findByRole('alert')).toHaveTextContent(message);
      // The dialog stays, so the person can rename or go and manage the searches they keep.
      expect(screen.getByRole('dialog', { name: savedSearchText.save })).toBeInTheDocument();
      await user.click(dialog.getByRole('link', { name: savedSearchText.manage }));
      expect(await screen.findByText('Saved searches and alerts page')).toBeInTheDocument();
    },
  );

  it('keeps a name to the limit, before asking the server', async () => {
    const { api, user } = renderButton();
    const dialog = await openDialog(user);
    const name = dialog.getByRole('textbox', { name: savedSearchText.nameLabel });
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.click(dialog.getByRole('button', { name: savedSearchText.submit }));

    expect(await dialog.findByText(savedSearchMessages.nameTooLong)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });
});
