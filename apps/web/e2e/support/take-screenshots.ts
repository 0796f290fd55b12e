/**
 * `npx tsx apps/web/e2e/support/take-screenshots.ts [baseURL]`: full-page screenshots of every
 * public page at phone, tablet and desktop widths into ./screenshots, for looking at the
 * product as a person would. Starts the built product itself when no base URL is given.
 */
import { mkdirSync } from 'node:fs';
import { openBrowser, viewports } from './browser';
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
for (const [device, viewport] of Object.entries(viewports)) {
  const session = await openBrowser(baseURL, viewport);
  for (const [name, path] of Object.entries(pages)) {
    await session.page.goto(path);
    await session.page.waitForLoadState('networkidle');
    await session.page.screenshot({ path: `screenshots/${name}-${device}.png`, fullPage: true });
  }
  await session.close();
}
await product?.stop();
console.log(`screenshots of ${Object.keys(pages).length} pages written to ./screenshots`);
