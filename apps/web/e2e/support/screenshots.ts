import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** The repository's screenshots/ folder (gitignored): pictures to look at, not to compare. */
export const screenshotsDir = fileURLToPath(new URL('../../../../screenshots/', import.meta.url));

/** The two widths every console screen must work at: a laptop and a phone. */
export const screenshotViewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Screenshots of the page as it is now, at each width, into screenshots/<folder>/ as
 * `<name>-<width>x<height>.png`: the whole page, or (`fullPage: false`, for an open dialog)
 * the screen as a person sees it. `prepare` runs after each resize (wait for a list, say) so a
 * layout that changes with the width is shown settled. Returns the files written.
 */
export async function captureAtWidths(
  page: Page,
  folder: string,
  name: string,
  {
    fullPage = true,
    prepare = async () => undefined,
  }: { fullPage?: boolean; prepare?: () => Promise<void> } = {},
): Promise<string[]> {
  const dir = join(screenshotsDir, folder);
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  try {
    for (const viewport of Object.values(screenshotViewports)) {
      await page.setViewportSize(viewport);
      await prepare();
      // Let entrance animations finish, so the picture is what a person would see.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => null)),
        ),
      );
      const file = join(dir, `${name}-${viewport.width}x${viewport.height}.png`);
      await page.screenshot({ path: file, fullPage });
      files.push(file);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
  return files;
}
