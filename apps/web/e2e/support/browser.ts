import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

// The machine has no outside network: without these, Chromium keeps dialling Google's hosts.
const CHROMIUM_ARGS = [
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

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh browser context (no cookies, no storage) per journey. */
export async function openBrowser(
  baseURL: string,
  viewport: { width: number; height: number } = viewports.desktop,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled });
  const page = await context.newPage();
  if (javaScriptEnabled) waitForHydrationOnLoad(page);
  return { browser, context, page, close: () => browser.close() };
}

/**
 * Pages arrive rendered by the server and come alive when React hydrates them; a click before
 * that does nothing. A journey acts like a visitor who waits for the page to be ready: every
 * page load (goto, reload) resolves once the document is marked hydrated.
 */
function waitForHydrationOnLoad(page: Page): void {
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
