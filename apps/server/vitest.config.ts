import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Every file builds its own app on its own database, so files share nothing but the
    // imported modules; importing the app once per worker rather than per file halves the run.
    isolate: false,
    // Each file migrates its own database; PGlite start-up, not CPU, dominates.
    testTimeout: 30_000,
    // Passwords hashed at N=2^10, not 2^17: the suites check hundreds of them
    // (lib/password-hashing.ts; its own test checks the real cost).
    env: { TEST_PASSWORD_HASH_LOG2_N: '10' },
    hookTimeout: 60_000,
  },
});
