import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const rootManifest = JSON.parse(readFileSync(join(repository, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
/** The oldest Node the product promises (package.json's engines), which every package must accept. */
const SUPPORTED_NODE = semver.minVersion(rootManifest.engines.node)!.version;

interface InstalledPackage {
  name: string;
  version: string;
  engines?: { node?: string };
}

/** Every package npm installed, nested copies included. */
function installedPackages(folder: string, found: InstalledPackage[] = []): InstalledPackage[] {
  if (!existsSync(folder)) return found;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.name.startsWith('@')) {
      installedPackages(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      found.push(JSON.parse(readFileSync(manifest, 'utf8')) as InstalledPackage);
    }
    installedPackages(join(path, 'node_modules'), found);
  }
  return found;
}

/** The root's node_modules and each workspace's own (packages a workspace keeps apart). */
function everyInstalledPackage(): InstalledPackage[] {
  const workspaces = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(repository, group)).map((name) => join(repository, group, name)),
  );
  return [repository, ...workspaces].flatMap((folder) =>
    installedPackages(join(folder, 'node_modules')),
  );
}

describe('the installed dependencies', () => {
  it(`all accept Node ${SUPPORTED_NODE}, the oldest the product supports`, () => {
    const packages = everyInstalledPackage();
    expect(packages.length).toBeGreaterThan(500);
    const refusing = packages
      .filter(({ engines }) => engines?.node && !semver.satisfies(SUPPORTED_NODE, engines.node))
      .map(({ name, version, engines }) => `${name}@${version} wants node ${engines?.node}`);
    expect(refusing).toEqual([]);
  });

  it('hold one esbuild', () => {
    const versions = new Set(
      everyInstalledPackage()
        .filter(({ name }) => name === 'esbuild')
        .map(({ version }) => version),
    );
    expect([...versions]).toHaveLength(1);
  });
});
