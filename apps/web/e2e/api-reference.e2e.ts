import { seriousViolations } from './support/axe';
import { viewports } from './support/browser';
import { expect, test, type Page } from './support/fixtures';

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

test.describe('the API reference', () => {
  // An accessibility scan of a hundred expanded operations takes most of a minute on a busy
  // machine.
  test.describe.configure({ timeout: 120_000 });
  let consoleProblems: string[];
  test.beforeEach(({ page }) => {
    consoleProblems = collectConsoleProblems(page);
  });

  test.describe('on a desktop', () => {
    test('lists every operation of the document, under the strict Content-Security-Policy', async ({
      page,
      baseURL,
    }) => {
      const document = (await (
        await fetch(`${baseURL}/api/openapi.json`)
      ).json()) as OpenApiDocument;
      const summaries = Object.values(document.paths).flatMap((item) =>
        Object.values(item).map((operation) => operation.summary),
      );

      const response = await page.goto('/api/docs');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
      await expect(page.getByRole('heading', { name: /Catalyst Profiles API/ })).toBeVisible();
      await expect(page.locator('.opblock')).toHaveCount(summaries.length);
      for (const summary of [
        'Search and filter the directory',
        'Sign in with email and password',
      ]) {
        await expect(page.getByText(summary, { exact: true })).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });

    test('calls an operation from the page and shows its answer', async ({ page }) => {
      await page.goto('/api/docs');
      const operation = page.locator('.opblock', {
        has: page.getByText('List the categories', { exact: true }),
      });
      await operation.getByRole('button', { name: /List the categories/ }).click();
      await operation.getByRole('button', { name: 'Try it out' }).click();
      await operation.getByRole('button', { name: 'Execute' }).click();
      const answer = operation.locator('.live-responses-table tbody tr').first();
      await expect.poll(() => answer.locator('.response-col_status').textContent()).toBe('200');
      await expect(answer.getByText('"climate_action"').first()).toBeVisible();
      // The page as a whole is scanned above; here, what opening and calling the operation drew.
      const operationId = await operation.getAttribute('id');
      expect(operationId).toBeTruthy();
      expect(await seriousViolations(page, `[id="${operationId}"]`)).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test('fits the screen', async ({ page }) => {
      await page.goto('/api/docs');
      await expect(
        page.getByText('Search and filter the directory', { exact: true }),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(consoleProblems).toEqual([]);
    });
  });
});
