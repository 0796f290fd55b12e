/**
 * `npx tsx apps/web/e2e/support/take-screenshots.ts [baseURL]`: full-page screenshots of every
 * public page at phone, tablet and desktop widths into ./screenshots, for looking at the
 * product as a person would. Starts the built product itself when no base URL is given.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, viewports, waitForHydrationOnLoad } from './browser';
import { startProduct } from './product-server';

const argument = process.argv[2];
const product = argument ? undefined : await startProduct();
const baseURL = argument ?? product!.url;

const organizations = (await (await fetch(`${baseURL}/api/organizations`)).json()) as {
  data: { items: { id: string }[] };
};
const pages: Record<string, string> = {
  home: '/',
  'home-filtered': '/?categories=climate_action,education&country=US',
  profile: `/organizations/${organizations.data.items[0]!.id}`,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  faq: '/faq',
  'not-found': '/no/such/page',
};

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  waitForHydrationOnLoad(page);
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `screenshots/${name}-${device}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
await product?.stop();
console.log(`screenshots of ${Object.keys(pages).length} pages written to ./screenshots`);
