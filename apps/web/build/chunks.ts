import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const sourceFile = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** The app's start: everything it imports statically runs on every page. */
const START = sourceFile('start-app.tsx');
/** The route table, which imports each page's module on demand. */
const ROUTES = sourceFile('app/routes.tsx');
/** The pages people land on from search and shared links, by the name of their first-load file. */
const LANDING_PAGES = new Map([
  [sourceFile('app/routes/home.tsx'), 'home'],
  [sourceFile('app/routes/organization.tsx'), 'organization'],
]);

/**
 * The project's own modules, and lucide's icons (each imported from its own module).
 * A walk of the import graph stops at any other package: its index names all it has (every
 * Radix primitive, say), so walking it would claim code that only some other page uses. What
 * the claimed modules do use of a package follows them into their file.
 */
const WALKED =
  /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** An index that only re-exports other modules (`export * from './x.js'`). */
const isBarrel = (code: string | null) =>
  code !== null && /^\s*(export \* from ['"][^'"]+['"];?\s*)+$/.test(code);

/** The names a module's code imports by name (`import { a, b as c } from '…'`). */
function namedImports(code: string): string[] {
  const names: string[] = [];
  for (const [, specifiers] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'][^"']+["']/g)) {
    for (const specifier of specifiers!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * The static import graph of the project's modules, seen through its indexes: an import of an
 * index (the shared package's, its messages') stands for imports of the modules that declare
 * the names taken, since a page that shows one message has no use for the others.
 */
class ImportGraph {
  private readonly declaringModule = new Map<string, string>();
  private readonly closures = new Map<string, Set<string>>();
  private readonly imports = new Map<string, string[]>();

  constructor(private readonly ctx: ChunkingContext) {}

  /** The walked modules `from` reaches through static imports, `from` included. */
  closure(from: string): Set<string> {
    let reached = this.closures.get(from);
    if (reached) return reached;
    reached = new Set();
    const pending = [from];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (reached.has(id) || !WALKED.test(id)) continue;
      reached.add(id);
      pending.push(...this.staticImports(id));
    }
    this.closures.set(from, reached);
    return reached;
  }

  /** What `id` imports statically, worked out once: every page's walk passes the same modules. */
  private staticImports(id: string): string[] {
    let imported = this.imports.get(id);
    if (!imported) {
      imported = this.readStaticImports(id);
      this.imports.set(id, imported);
    }
    return imported;
  }

  private readStaticImports(id: string): string[] {
    const info = this.ctx.getModuleInfo(id);
    if (!info) return [];
    const dynamic = new Set(info.dynamicallyImportedIds);
    return info.importedIds
      .filter((imported) => !dynamic.has(imported))
      .flatMap((imported) => {
        const importedInfo = this.ctx.getModuleInfo(imported);
        if (!importedInfo || !isBarrel(importedInfo.code)) return [imported];
        return this.declaringModules(imported, info.code ?? '');
      });
  }

  /**
   * The modules behind `barrel` that declare the names `importerCode` imports. Names it takes
   * from elsewhere count too if the barrel happens to export the same: a module too many in a
   * first-load file at worst, never a wrong program.
   */
  private declaringModules(barrel: string, importerCode: string): string[] {
    this.indexBarrel(barrel);
    return namedImports(importerCode)
      .map((name) => this.declaringModule.get(`${barrel}#${name}`))
      .filter((id): id is string => id !== undefined);
  }

  /** Records, for each name `barrel` exports, the module declaring it. */
  private indexBarrel(barrel: string): void {
    if (this.declaringModule.has(`${barrel}#`)) return;
    this.declaringModule.set(`${barrel}#`, barrel);
    const pending = [barrel];
    while (pending.length > 0) {
      const id = pending.pop()!;
      const info = this.ctx.getModuleInfo(id);
      if (!info) continue;
      if (isBarrel(info.code)) pending.push(...info.importedIds);
      else for (const name of info.exports) this.declaringModule.set(`${barrel}#${name}`, id);
    }
  }
}

/**
 * Which first-load file each module goes in: `app` for the app's start and what both landing
 * pages use; `<page>-shared` for what one landing page shares with pages other than the other
 * landing page. Left to itself the bundler gives each module that pages share a file of its
 * own: a few hundred bytes, compressed alone, one more request.
 */
function firstLoadFiles(ctx: ChunkingContext): Map<string, string> {
  const graph = new ImportGraph(ctx);
  const pages = ctx.getModuleInfo(ROUTES)?.dynamicallyImportedIds ?? [];
  const pagesUsing = new Map<string, number>();
  for (const page of pages) {
    for (const id of graph.closure(page)) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }

  const fileOf = new Map<string, string>();
  for (const id of graph.closure(START)) fileOf.set(id, 'app');
  const [home, profile] = [...LANDING_PAGES.keys()].map((page) => graph.closure(page)) as [
    Set<string>,
    Set<string>,
  ];
  for (const id of home) if (profile.has(id) && !LANDING_PAGES.has(id)) fileOf.set(id, 'app');
  for (const [page, name] of LANDING_PAGES) {
    for (const id of graph.closure(page)) {
      const shared = (pagesUsing.get(id) ?? 0) > 1;
      if (shared && !fileOf.has(id) && !LANDING_PAGES.has(id)) fileOf.set(id, `${name}-shared`);
    }
  }
  return fileOf;
}

/**
 * How the browser's code is cut into files. Left to itself the bundler gave the home page's
 * first load 45 files, many of a few hundred bytes. Instead:
 * - `react`: React, React DOM and the router, which change together and rarely (long cached);
 * - `app`: what every first load runs besides the page itself, with the libraries it uses;
 * - `home-shared`, `organization-shared`: what a landing page shares with other pages;
 * - each page's own code in its page's file, as the bundler splits it.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  let firstLoad: Map<string, string> | undefined;
  return {
    groups: [
      {
        name: 'react',
        test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
        priority: 2,
      },
      {
        name: (id, ctx) => (firstLoad ??= firstLoadFiles(ctx)).get(id) ?? null,
        priority: 1,
      },
    ],
  };
}
