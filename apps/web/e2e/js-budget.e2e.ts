import { fetchOrganizations } from './support/api';
import { expect, test } from './support/fixtures';
import {
  JS_BUDGET_BYTES,
  formatBudgetTable,
  measurePageJavaScript,
  publishedProfilePath,
  scriptsNamedBy,
} from './support/js-budget';

/**
 * A lean first load: the JavaScript a visitor's first page names (every script and
 * modulepreload in the served HTML, gzipped) stays within the budget on the pages people land
 * on (see JS_BUDGET_BYTES and the target beside it).
 */
test.describe('initial JavaScript budget', () => {
  test('counts every script the HTML names, and nothing it merely mentions', async () => {
    const { named, inline } = scriptsNamedBy(`<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react.js">
      <link rel=preload as=script href="/assets/legacy.js">
      <link rel="stylesheet" href="/assets/index.css">
      <link rel="preload" as="font" href="/assets/font.woff2">
      <!-- <script src="/assets/commented-out.js"></script> -->
      <script type="application/json" id="data">{"html":"<script src='/x.js'></script>"}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script>window.inline = '<link rel="modulepreload" href="/assets/in-a-string.js">';</script>
    </head><body><script src="/assets/classic.js" defer></script></body></html>`);
    expect(named).toEqual([
      { href: '/assets/index.js', via: 'script type=module' },
      { href: '/assets/classic.js', via: 'script' },
      { href: '/assets/react.js', via: 'modulepreload' },
      { href: '/assets/legacy.js', via: 'preload' },
    ]);
    expect(inline).toHaveLength(1);
  });

  test('keeps the home page within the budget', async ({ product }) => {
    const measured = await measurePageJavaScript(`${product.url}/`);
    expect(measured.files.length, 'the home page names no script at all').toBeGreaterThan(0);
    expect(measured.totalGzipBytes, formatBudgetTable(measured)).toBeLessThanOrEqual(
      JS_BUDGET_BYTES,
    );
  });

  test('keeps a published profile within the budget', async ({ product }) => {
    const path = await publishedProfilePath(product.url);
    const measured = await measurePageJavaScript(`${product.url}${path}`);
    expect(measured.files.length, `${path} names no script at all`).toBeGreaterThan(0);
    expect(measured.totalGzipBytes, formatBudgetTable(measured)).toBeLessThanOrEqual(
      JS_BUDGET_BYTES,
    );
  });
});

/**
 * A page's first `Intl` formatter costs the browser about 60 ms of loading locale data, in one
 * task (docs/decisions/0042-hydrate-only-what-answers.md): the pages people land on build none
 * while they load and hydrate, and show what a formatter would have written from the server's
 * markup.
 */
test.describe('a first load without locale formatters', () => {
  test('builds no Intl formatter on the home page, a hiring profile or one of its roles', async ({
    page,
    product,
  }) => {
    await page.addInitScript(() => {
      const uses: string[] = [];
      Object.assign(window, { intlUses: uses });
      for (const name of [
        'DateTimeFormat',
        'NumberFormat',
        'RelativeTimeFormat',
        'PluralRules',
        'ListFormat',
        'Collator',
      ] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = function (this: unknown, ...args: unknown[]) {
          uses.push(`Intl.${name}`);
          return new Original(...args);
        };
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
      }
      for (const [target, method] of [
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleTimeString'],
        [Number.prototype, 'toLocaleString'],
        [String.prototype, 'localeCompare'],
      ] as const) {
        const original = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[
          method
        ]!;
        Object.defineProperty(target, method, {
          configurable: true,
          writable: true,
          value: function (this: unknown, ...args: unknown[]) {
            uses.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    const intlUses = () =>
      page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);

    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await intlUses()).toEqual([]);

    const [hiring] = (await fetchOrganizations(product.url, '?hiring=true&limit=1')).items;
    expect(hiring, 'the demo data has an organization with open roles').toBeTruthy();
    await page.goto(`/organizations/${hiring!.slug}`, { waitUntil: 'networkidle' });
    const roles = page.getByRole('region', { name: 'Open roles' });
    // The pay, as the server's formatter wrote it ("€48,000–56,000 per year", or 'Unpaid').
    await expect(roles).toContainText(/\d{1,3}(,\d{3})*(–.*)? per |Unpaid/);
    await expect(page.locator('main time[title]').first()).toHaveAttribute(
      'title',
      /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    expect(await intlUses()).toEqual([]);

    // A role's own page, where people arrive from a search for work.
    const rolePath = await roles.getByRole('link').first().getAttribute('href');
    expect(rolePath).toMatch(/\/roles\//);
    await page.goto(rolePath!, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toContainText(/Apply by\s*\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(await intlUses()).toEqual([]);
  });
});
