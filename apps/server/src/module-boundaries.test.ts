import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The allowed imports between modules, as eslint/server-boundaries.js declares them for the
 * linter (docs/decisions/0033-server-modules.md). Read by path: the lint configuration is
 * plain JavaScript outside this package.
 */
const boundariesFile = fileURLToPath(
  new URL('../../../eslint/server-boundaries.js', import.meta.url),
);
const { moduleDependencies } = (await import(pathToFileURL(boundariesFile).href)) as {
  moduleDependencies: Record<string, string[]>;
};

const modulesDir = fileURLToPath(new URL('./modules/', import.meta.url));
const moduleDirs = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A path of modules that leads back to its start, or null when there is none. */
function findCycle(graph: Record<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string): string[] | null => {
    const seen = path.indexOf(module);
    if (seen >= 0) return [...path.slice(seen), module];
    if (done.has(module)) return null;
    path.push(module);
    for (const dependency of graph[module] ?? []) {
      const cycle = visit(dependency);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(module);
    return null;
  };
  for (const module of Object.keys(graph)) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return null;
}

describe('the declared boundaries between server modules', () => {
  it('name every module, and only modules that exist', () => {
    expect(Object.keys(moduleDependencies).sort()).toEqual([...moduleDirs].sort());
    for (const dependencies of Object.values(moduleDependencies)) {
      for (const dependency of dependencies) expect(moduleDirs).toContain(dependency);
    }
  });

  it('form no cycle, so no module depends, however indirectly, on itself', () => {
    expect(findCycle(moduleDependencies)).toBeNull();
  });

  it('give every module another may import a public surface to import', () => {
    const imported = new Set(Object.values(moduleDependencies).flat());
    for (const module of imported) {
      expect(existsSync(`${modulesDir}${module}/index.ts`), `${module}/index.ts`).toBe(true);
    }
  });

  it('are what the cycle check finds a cycle in, when one is declared', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
  });
});
