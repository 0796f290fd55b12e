// @vitest-environment node
// The map is a Node module of the lint configuration, read from disk.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type FeatureMap = Record<string, string[]>;

/** The map ESLint enforces (eslint/web-boundaries.js), read as the linter reads it. */
async function declaredMap(): Promise<FeatureMap> {
  const config = new URL('../../../eslint/web-boundaries.js', import.meta.url).href;
  const { featureDependencies } = (await import(/* @vite-ignore */ config)) as {
    featureDependencies: FeatureMap;
  };
  return featureDependencies;
}

/** A path through the map that comes back to where it started, if there is one. */
function findCycle(map: FeatureMap): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (feature: string): string[] | undefined => {
    if (state.get(feature) === 'done') return undefined;
    if (state.get(feature) === 'visiting') return [...path.slice(path.indexOf(feature)), feature];
    state.set(feature, 'visiting');
    path.push(feature);
    for (const dependency of map[feature] ?? []) {
      const cycle = visit(dependency);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(feature, 'done');
    return undefined;
  };
  for (const feature of Object.keys(map)) {
    const cycle = visit(feature);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the features’ declared dependencies', () => {
  it('form no cycle, so no two features lean on each other', async () => {
    expect(findCycle(await declaredMap())).toBeUndefined();
  });

  it('name every feature, and only features, with no feature depending on itself', async () => {
    const map = await declaredMap();
    const features = readdirSync(fileURLToPath(new URL('./features', import.meta.url)), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(map).sort()).toEqual(features);
    for (const [feature, dependencies] of Object.entries(map)) {
      expect(dependencies.filter((dependency) => !features.includes(dependency))).toEqual([]);
      expect(dependencies).not.toContain(feature);
    }
  });

  it('would catch a cycle', () => {
    expect(findCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle({ a: ['b'], b: [], c: ['a', 'b'] })).toBeUndefined();
  });
});
