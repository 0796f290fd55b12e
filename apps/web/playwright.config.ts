import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, viewports } from './e2e/support/browser';

/**
 * Browser journeys (docs/decisions/0036): the built product, driven in Debian's Chromium by
 * `playwright test`. `npm run test:e2e` runs them all; `npm run test:e2e -- accounts` one file.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // Traces of failed journeys, beside the CI's other reports (test-results/ is not committed).
  outputDir: '../../test-results/e2e',
  timeout: 60_000,
  // As long as a locator's own wait used to be: the machine is often busy.
  expect: { timeout: 30_000 },
  forbidOnly: true,
  retries: 0,
  // One journey file per core: a file that starts its own product has a worker to itself, and
  // its tests run in order, in the browsers its fixtures keep.
  workers: 2,
  fullyParallel: false,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: viewports.desktop,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
