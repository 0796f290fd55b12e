import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countReferredView } from './beacons';

const ORG = '3b241101-e2bb-4255-8caf-4136c566a962';
let sent: Array<{ url: string; body: Promise<string> | undefined }>;

beforeEach(() => {
  sent = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data?: Blob) => {
      sent.push({ url, body: data?.text() });
      return true;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a page reached through an embed or a feed', () => {
  it.each([
    ['the embed', 'embed', '/organizations/saltmarsh?ref=embed'],
    ['a feed entry', 'feed', '/organizations/saltmarsh/roles/7?ref=feed'],
  ])(
    'counts one visit through %s, then drops the marker from the address',
    async (_, source, address) => {
      window.history.pushState({ key: 'k1' }, '', '/');
      window.history.pushState({ key: 'k2' }, '', address);
      const length = window.history.length;
      countReferredView(ORG);
      // StrictMode runs an effect twice: the second finds no marker left.
      countReferredView(ORG);
      expect(sent.map((beacon) => beacon.url)).toEqual([
        `/api/organizations/${ORG}/referred-views`,
      ]);
      expect(await sent[0]!.body).toBe(JSON.stringify({ source }));
      expect(window.location.pathname + window.location.search).toBe(address.split('?')[0]);
      // Replaced, not pushed, and the router's state kept: Back still leads where it did.
      expect(window.history.length).toBe(length);
      expect(window.history.state).toEqual({ key: 'k2' });
    },
  );

  it('keeps the other parameters and the fragment, and counts nothing without the marker', () => {
    window.history.pushState(null, '', '/organizations/saltmarsh?q=x&ref=embed&tab=2#roles');
    countReferredView(ORG);
    expect(window.location.search).toBe('?q=x&tab=2');
    expect(window.location.hash).toBe('#roles');
    sent = [];
    for (const address of ['/organizations/saltmarsh?ref=newsletter', '/organizations/saltmarsh']) {
      window.history.pushState(null, '', address);
      countReferredView(ORG);
    }
    expect(sent).toEqual([]);
    expect(window.location.search).toBe('');
  });
});
