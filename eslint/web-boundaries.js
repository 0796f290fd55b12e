import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * Import boundaries of the web app (docs/decisions/0034-web-feature-boundaries.md).
 *
 * Each feature declares the features it may import; the map must stay acyclic (checked by
 * apps/web/src/feature-boundaries.test.ts), so no two features lean on each other. What
 * several features share lives in lib/, components/ or hooks/. A feature is reached only
 * through its entry files: index.ts (its surface for other features and the app's shell),
 * pages.ts (what only the app's routes render) and testing.ts (test helpers, for tests).
 */
export const featureDependencies = {
  auth: [],
  faq: [],
  follows: ['auth'],
  'saved-searches': ['auth'],
  newsletter: [],
  embeds: [],
  taxonomy: [],
  organizations: ['auth', 'taxonomy'],
  analytics: ['organizations'],
  media: ['organizations'],
  milestones: ['organizations'],
  moderation: ['auth', 'organizations'],
  'open-roles': ['analytics', 'organizations', 'taxonomy'],
  payments: ['auth', 'organizations'],
  team: ['auth', 'organizations'],
  'website-verification': ['auth', 'organizations'],
  admin: ['auth', 'organizations'],
  dashboard: [
    'auth',
    'embeds',
    'follows',
    'moderation',
    'organizations',
    'payments',
    'saved-searches',
    'taxonomy',
    'team',
  ],
  discovery: ['auth', 'follows', 'organizations', 'saved-searches', 'taxonomy'],
  'organization-editor': [
    'auth',
    'media',
    'milestones',
    'moderation',
    'organizations',
    'payments',
    'taxonomy',
  ],
  'organization-profile': [
    'analytics',
    'auth',
    'media',
    'milestones',
    'open-roles',
    'organizations',
    'payments',
    'taxonomy',
  ],
};

/** A feature's files that other parts may import; everything else is its own. */
const entryFiles = ['index.ts', 'pages.ts', 'testing.ts'];
const webFiles = ['apps/web/src/**/*.{ts,tsx}'];
const root = 'apps/web/src';
const webProject = 'apps/web/tsconfig.json';

/** Layers below the features, each importing only what is below or beside it. */
const sharedLayers = [
  { from: 'components', allow: ['components', 'hooks', 'lib', 'config'] },
  { from: 'hooks', allow: ['hooks', 'lib', 'config'] },
  { from: 'lib', allow: ['lib', 'config'] },
  { from: 'config', allow: ['config'] },
  { from: 'test-support', allow: ['lib', 'config'] },
];

const allowElements = (types) => ({ to: { element: { types: { anyOf: types } } } });

export const webBoundaries = [
  {
    files: webFiles,
    plugins: { boundaries, 'import-x': importX },
    settings: {
      // import-x reads the imported files with TypeScript's parser; both plugins resolve
      // through the same TypeScript resolver (and its `@/` alias).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: webProject })],
      'import/resolver': { typescript: { project: webProject } },
      'boundaries/elements': [
        { type: 'feature', pattern: `${root}/features/*`, capture: ['name'], partialMatch: false },
        { type: 'app', pattern: `${root}/app`, partialMatch: false },
        { type: 'components', pattern: `${root}/components`, partialMatch: false },
        { type: 'hooks', pattern: `${root}/hooks`, partialMatch: false },
        { type: 'lib', pattern: `${root}/lib`, partialMatch: false },
        { type: 'config', pattern: `${root}/config`, partialMatch: false },
        { type: 'test-support', pattern: `${root}/test`, partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'test', pattern: `${root}/features/*/testing/**` },
        { category: 'test', pattern: `${root}/features/*/testing.ts` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...sharedLayers.map(({ from, allow }) => ({
              from: { element: { type: from } },
              allow: allowElements(allow),
            })),
            {
              from: { element: { type: 'app' } },
              allow: allowElements([
                'app',
                'feature',
                'components',
                'hooks',
                'lib',
                'config',
                'test-support',
              ]),
            },
            {
              from: { element: { type: 'feature' } },
              allow: allowElements(['components', 'hooks', 'lib', 'config']),
            },
            // A feature's tests may render its pages through their routes, with test support.
            {
              from: { element: { type: 'feature' }, file: { categories: 'test' } },
              allow: allowElements(['app', 'test-support']),
            },
            // Another feature is reached through its index.ts, and by tests also its testing.ts.
            ...Object.entries(featureDependencies).map(([name, allowed]) => ({
              from: { element: { type: 'feature', captured: { name } } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: allowed.map((dependency) => ({ name: dependency })),
                    fileInternalPath: 'index.ts',
                  },
                },
              },
            })),
            ...Object.entries(featureDependencies).map(([name, allowed]) => ({
              from: {
                element: { type: 'feature', captured: { name } },
                file: { categories: 'test' },
              },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: allowed.map((dependency) => ({ name: dependency })),
                    fileInternalPath: 'testing.ts',
                  },
                },
              },
            })),
            // The entry points: a feature's other files are its own, whoever asks.
            {
              disallow: {
                to: {
                  element: { type: 'feature', fileInternalPath: `!(${entryFiles.join('|')})` },
                },
              },
              message:
                'import a feature through its index.ts, pages.ts (the app) or testing.ts (tests).',
            },
            // Test helpers are for tests alone.
            {
              from: { file: { categories: { noneOf: ['test'] } } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: 'testing.ts' } } },
              message: "a feature's testing.ts is for tests alone.",
            },
          ],
        },
      ],
      // Type-only imports are left out: they vanish from the build.
      'import-x/no-cycle': 'error',
    },
  },
];
