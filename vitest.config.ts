import { defineConfig } from 'vitest/config';

/**
 * One runner over the workspaces: `npm test` runs shared, server and web; `npm run test:e2e`
 * runs the browser journeys against a built product. Each workspace owns its settings.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});
