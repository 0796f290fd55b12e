import type { Page } from '@playwright/test';

/** Debian's Chromium: the journeys never download a browser of their own. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

// The machine has no outside network: without these, Chromium keeps dialling Google's hosts.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--disable-sync',
  '--no-first-run',
];

export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Pages arrive rendered by the server and come alive when React hydrates them; a click before
 * that does nothing. A journey acts like a visitor who waits for the page to be ready: every
 * page load (goto, reload) resolves once the document is marked hydrated.
 */
export function waitForHydrationOnLoad(page: Page): void {
  // Only the app hydrates: a page the server writes alone (the dev outbox) has no #root.
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') || document.documentElement.dataset['hydrated'] === 'true',
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}
