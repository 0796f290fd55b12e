import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias, Plugin } from 'vite';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionDir = join(packageDir, 'dist', 'production');

/**
 * React Router's package points every bundler at its development build (assertions and
 * warnings included); the browser's production bundle takes the production build instead.
 */
export const reactRouterProductionBuild: Alias[] = [
  { find: /^react-router$/, replacement: join(productionDir, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(productionDir, 'dom-export.mjs') },
];

/**
 * Lets the bundler drop the parts of React Router the app never uses (its data-router `Form`
 * and `useSubmit`, the framework's fetcher forms). Its production build gives each component a
 * `displayName` by assignment and creates it through an unannotated `forwardRef(...)`; either is
 * a side effect to a bundler, which must then keep every such component and what it calls.
 * A display name only labels a component in developer tools, and `forwardRef` is pure.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'catalyst:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler(code) {
        const shakable = code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/\b(React\d*)\.forwardRef\(/g, '/* @__PURE__ */ $1.forwardRef(');
        return shakable === code ? null : { code: shakable, map: null };
      },
    },
  };
}
