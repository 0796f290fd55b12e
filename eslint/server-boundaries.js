import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Import boundaries between the server's modules (docs/decisions/0033-server-modules.md).
 *
 * Each module under apps/server/src/modules/ names the modules it may import, and imports them
 * through their public surface (index.ts) only. The map is acyclic (module-boundaries.test.ts
 * checks it), so a module never reaches, however indirectly, one that depends on it. What a
 * module needs from a module above it (analytics' recorder for organizations, the users
 * module's profile for auth's sync route) it is handed as a typed option by app.ts.
 */
export const moduleDependencies = {
  admin: ['audit', 'moderation', 'payments', 'team'],
  alerts: ['open-roles', 'organizations', 'seo'],
  analytics: ['open-roles', 'organizations'],
  'api-docs': ['auth', 'organizations'],
  audit: [],
  auth: ['challenge'],
  challenge: [],
  embeds: ['open-roles', 'organizations'],
  faq: [],
  follows: ['organizations'],
  health: [],
  metrics: [],
  milestones: ['organizations'],
  moderation: ['audit', 'challenge', 'organizations'],
  newsletter: ['challenge'],
  'open-roles': ['organizations'],
  organizations: ['taxonomy'],
  payments: ['audit', 'organizations'],
  'saved-searches': ['organizations'],
  seo: ['open-roles', 'organizations'],
  taxonomy: [],
  team: ['audit', 'organizations'],
  users: ['auth', 'team'],
  'website-verification': ['organizations'],
};

/** What code outside modules/ may import of them, by where it lives (index.ts only). */
const outsideModules = [
  // Shared building blocks know no module.
  { target: ['lib', 'config'], modules: [] },
  { target: ['db/schema', 'db/client.ts', 'db/migrate.ts'], modules: [] },
  // The seed writes organizations the way the organizations module does.
  { target: ['db/seed'], modules: ['organizations'] },
  // The session reads Better Auth's; the single-page app carries the seo module's heads.
  { target: ['plugins'], modules: ['auth', 'seo'] },
  // The app composes every module, through its public surface like anyone else.
  { target: ['app.ts', 'app-setup.ts', 'server.ts'], modules: Object.keys(moduleDependencies) },
];

const SRC = 'apps/server/src';
const MODULES = `./${SRC}/modules`;
const RECORD = 'docs/decisions/0033-server-modules.md';

const list = (modules) => (modules.length > 0 ? modules.join(', ') : 'no other module');

const moduleZones = Object.entries(moduleDependencies).map(([module, allowed]) => ({
  target: `${MODULES}/${module}`,
  from: MODULES,
  except: [`./${module}`, ...allowed.map((dependency) => `./${dependency}/index.ts`)],
  message: `the ${module} module may import ${list(allowed)}, through index.ts (${RECORD}).`,
}));

const outsideZones = outsideModules.map(({ target, modules }) => ({
  target: target.map((path) => `./${SRC}/${path}`),
  from: MODULES,
  except: modules.map((module) => `./${module}/index.ts`),
  message: `${target.join(', ')} may import ${list(modules)}, through index.ts (${RECORD}).`,
}));

export const serverBoundaries = [
  {
    files: [`${SRC}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads .js files only and would follow no import between ours.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
    rules: {
      // Type-only imports vanish at run time, so only value imports can form a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests build the whole app and may reach into any module; nothing imports a test.
    files: [`${SRC}/**/*.ts`],
    ignores: [`${SRC}/**/*.test.ts`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...moduleZones, ...outsideZones] }],
    },
  },
];
