import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const sourceFile = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The app's start: everything it imports statically runs on every page. */
const START = sourceFile('start-app.tsx');
/** The pages people land on from search and shared links, whose common parts load with the app. */
const LANDING_PAGES = [
  sourceFile('app/routes/home.tsx'),
  sourceFile('app/routes/organization.tsx'),
];

/**
 * The web app's own modules. A walk of the import graph stops at a package: its index names
 * all it has (every icon, every Radix primitive, every shared schema), so walking it would
 * claim code that only some other page uses. What the claimed modules do use of a package
 * follows them into their file.
 */
const OWN_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/** The project's modules `from` reaches through static imports. */
function staticClosure(from: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id) || !OWN_MODULE.test(id)) continue;
    reached.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const dynamic = new Set(info.dynamicallyImportedIds);
    pending.push(...info.importedIds.filter((imported) => !dynamic.has(imported)));
  }
  return reached;
}

/** What every first load needs: the app's start, and what both landing pages share. */
function firstLoadModules(ctx: ChunkingContext): Set<string> {
  const [home, profile] = LANDING_PAGES.map((page) => staticClosure(page, ctx)) as [
    Set<string>,
    Set<string>,
  ];
  const shared = [...home].filter((id) => profile.has(id));
  return new Set([...staticClosure(START, ctx), ...shared]);
}

/**
 * How the browser's code is cut into files. Left to itself the bundler gives every module that
 * two pages share a file of its own: the home page's first load named 45 files, many of a few
 * hundred bytes, each compressed alone and each an extra request. Instead:
 * - `react`: React, React DOM and the router, which change together and rarely (long cached);
 * - `app`: what every first load runs (the app's start, and the parts the landing pages share),
 *   with the libraries it uses;
 * - each page's own code in its page's file, as the bundler splits it.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let firstLoad: Set<string> | undefined;
  return {
    groups: [
      {
        name: 'react',
        test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
        priority: 2,
      },
      {
        name: (id, ctx) => ((firstLoad ??= firstLoadModules(ctx)).has(id) ? 'app' : null),
        priority: 1,
      },
    ],
  };
}
