import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, viewports, type BrowserSession } from './support/browser';

const baseURL = inject('baseURL');

interface OpenApiDocument {
  paths: Record<string, Record<string, { summary: string }>>;
}

/** Every message the page logs at error or warning level, a refused script or style included. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

describe('the API reference', () => {
  let session: BrowserSession;
  let consoleProblems: string[];

  afterEach(async () => {
    await session.close();
  });

  describe('on a desktop', () => {
    beforeEach(async () => {
      session = await openBrowser(baseURL);
      consoleProblems = collectConsoleProblems(session.page);
    });

    it('lists every operation of the document, under the strict Content-Security-Policy', async () => {
      const { page } = session;
      const document = (await (
        await fetch(`${baseURL}/api/openapi.json`)
      ).json()) as OpenApiDocument;
      const summaries = Object.values(document.paths).flatMap((item) =>
        Object.values(item).map((operation) => operation.summary),
      );

      const response = await page.goto('/api/docs');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
      await page.getByRole('heading', { name: /Catalyst Profiles API/ }).waitFor();
      await expect.poll(() => page.locator('.opblock').count()).toBe(summaries.length);
      for (const summary of [
        'Search and filter the directory',
        'Sign in with email and password',
      ]) {
        await page.getByText(summary, { exact: true }).waitFor();
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });

    it('calls an operation from the page and shows its answer', async () => {
      const { page } = session;
      await page.goto('/api/docs');
      const operation = page.locator('.opblock', {
        has: page.getByText('List the categories', { exact: true }),
      });
      await operation.getByRole('button', { name: /List the categories/ }).click();
      await operation.getByRole('button', { name: 'Try it out' }).click();
      await operation.getByRole('button', { name: 'Execute' }).click();
      const answer = operation.locator('.live-responses-table tbody tr').first();
      await expect.poll(() => answer.locator('.response-col_status').textContent()).toBe('200');
      await answer.getByText('"climate_action"').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  });

  describe('on a phone', () => {
    beforeEach(async () => {
      session = await openBrowser(baseURL, viewports.phone);
      consoleProblems = collectConsoleProblems(session.page);
    });

    it('fits the screen', async () => {
      const { page } = session;
      await page.goto('/api/docs');
      await page.getByText('Search and filter the directory', { exact: true }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleProblems).toEqual([]);
    });
  });
});
