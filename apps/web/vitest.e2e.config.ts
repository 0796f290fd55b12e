import { defineProject } from 'vitest/config';

/** Browser journeys: a built product served on a free port, driven in Debian's Chromium. */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Journeys run side by side, one per core: those that sign people up start a product of
    // their own, and the shared one is only read, so none sees what another does.
    fileParallelism: true,
  },
});
