import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReferredViewBeacon } from './referred-view-beacon';

const ORG = '3b241101-e2bb-4255-8caf-4136c566a962';

let sent: Array<{ url: string; body: string | undefined }>;

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data?: Blob) => {
      const beacon: { url: string; body: string | undefined } = { url, body: undefined };
      sent.push(beacon);
      if (data) void data.text().then((text) => (beacon.body = text));
      return true;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(address: string) {
  const router = createMemoryRouter(
    [{ path: '/organizations/:orgId/*', element: <ReferredViewBeacon organizationId={ORG} /> }],
    { initialEntries: ['/', address], initialIndex: 1 },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('a page reached through an embed or a feed', () => {
  it.each([
    ['the embed', 'embed', '/organizations/saltmarsh?ref=embed'],
    ['a feed entry', 'feed', '/organizations/saltmarsh/roles/7?ref=feed'],
  ])(
    'counts one visit through %s, then drops the marker from the address',
    async (_, source, address) => {
      const router = renderAt(address);
      await vi.waitFor(() =>
        expect(sent.length > 0 && sent.every((beacon) => beacon.body)).toBe(true),
      );
      // Once, though StrictMode runs the effect twice and the address changes after it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent).toEqual([
        { url: `/api/organizations/${ORG}/referred-views`, body: JSON.stringify({ source }) },
      ]);
      expect(router.state.location.pathname).toBe(address.split('?')[0]);
      expect(router.state.location.search).toBe('');
      // Replaced, not pushed: Back still leads to the site the visitor came from.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('keeps the rest of the address: other parameters and the section asked for', async () => {
    const router = renderAt('/organizations/saltmarsh?tab=roles&ref=embed#open-roles');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tab=roles'));
    expect(router.state.location.hash).toBe('#open-roles');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });

  it.each([
    ['no marker', '/organizations/saltmarsh'],
    ['a marker that is not the site’s', '/organizations/saltmarsh?ref=newsletter'],
  ])('counts nothing and leaves the address alone with %s', async (_, address) => {
    const router = renderAt(address);
    // The beacons' module would have loaded by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(address);
    expect(router.state.historyAction).toBe('POP');
  });
});
