// Bundles the server into dist/server.js. Workspace sources (@catalyst/shared, TypeScript)
// are bundled in; installed packages stay external and load from node_modules.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@catalyst/'),
);

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
cpSync(
  new URL('../src/db/migrations', import.meta.url),
  new URL('../dist/migrations', import.meta.url),
  {
    recursive: true,
  },
);
console.log('server built: apps/server/dist/server.js');
