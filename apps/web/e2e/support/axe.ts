import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical findings on the page as it is now, one line each; only within
 * the element `within` selects when given (a part that changed on a page already scanned).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // A panel still fading in has its text at partial opacity, which axe measures as low contrast:
  // judge the page as it settles, not a frame of its entrance.
  // Endless ones (a spinner, a skeleton's pulse) never finish and are left out.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
