import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default keeps one core free, which on a two-core machine means one file at a time.
// Embedded PGlite is CPU-bound in each worker, so one worker per core; against a PostgreSQL
// server the workers mostly wait on it, so twice as many keep both busy.
const cores = availableParallelism();
const maxWorkers = process.env['TEST_DATABASE_URL'] ? cores * 2 : cores;

/**
 * One runner over the workspaces: `npm test` runs shared, server and web. Each workspace owns
 * its settings. The browser journeys run under Playwright's own runner (`npm run test:e2e`,
 * apps/web/playwright.config.ts).
 */
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
