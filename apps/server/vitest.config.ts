import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file migrates its own database; PGlite start-up, not CPU, dominates.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
