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
