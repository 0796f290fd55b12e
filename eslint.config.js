import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './eslint/server-boundaries.js';
import { webBoundaries } from './eslint/web-boundaries.js';

/**
 * Import boundaries keep the layers honest (docs/architecture.md): shared depends on nothing of
 * ours, the web never reaches into the server, services never see Fastify, and only the
 * config module reads process.env. Boundaries between modules and features live in eslint/.
 */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict(
      ['@catalyst/server*', '@catalyst/web*', '**/apps/**'],
      'shared depends on no app.',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@catalyst/server*', 'drizzle-orm*', 'fastify*'],
              message: 'the web talks to the server over HTTP only.',
            },
          ],
          paths: [
            {
              name: 'lucide-react',
              message:
                "import each icon from its own module (lucide-react/icons/<name>, types from lucide-react/types): the index names every icon, so a page's icons could not follow it into its first-load file.",
            },
            {
              name: 'tailwind-merge',
              importNames: ['twMerge', 'extendTailwindMerge', 'getDefaultConfig'],
              message:
                "use cn from @/lib/utils: merge-classes.ts configures tailwind-merge with the app's class groups, and the default configuration would add 8 kB to every first load.",
            },
          ],
        },
      ],
    },
  },
  {
    // The merger is checked against tailwind-merge's default configuration.
    files: ['apps/web/src/lib/merge-classes.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Browser journeys are system tests: they may start the server's local stand-ins. Their
    // Playwright fixtures hand values on with a `use` callback, which is no React hook.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['apps/server/src/**/*.service.ts', 'apps/server/src/**/*.repository.ts'],
    rules: restrict(
      ['fastify', 'fastify/*', '@fastify/*', '**/*.routes.js'],
      'services and repositories never see HTTP.',
    ),
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: restrict(
      ['**/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'],
      'routes reach data through services.',
    ),
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'read configuration through config/env.ts.',
        },
      ],
    },
  },
  ...serverBoundaries,
  ...webBoundaries,
);
