import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { loadConfig, productDirectory } from './env.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('productDirectory', () => {
  it("is npm's project root when npm runs the process, from any folder or workspace", () => {
    expect(productDirectory({ npm_config_local_prefix: '/srv/catalyst' })).toBe('/srv/catalyst');
    expect(loadConfig({ npm_config_local_prefix: '/srv/catalyst' }).dataDir).toBe(
      '/srv/catalyst/data',
    );
    expect(
      loadConfig({ npm_config_local_prefix: '/srv/catalyst', DATA_DIR: 'state/db' }).dataDir,
    ).toBe('/srv/catalyst/state/db');
  });

  it('is the working directory without npm, and leaves an absolute DATA_DIR as it is', () => {
    expect(productDirectory({})).toBe(process.cwd());
    expect(
      loadConfig({ npm_config_local_prefix: '/srv/catalyst', DATA_DIR: '/var/lib/x' }).dataDir,
    ).toBe('/var/lib/x');
  });
});

/**
 * The operator commands as the README says to run them: `npm run <command>` in the repository
 * root, which npm runs inside apps/server. DATA_DIR is given relative to the root, so a command
 * that resolved it from its own folder would look somewhere else and fail these. Each command
 * is a child process starting npm, tsx and an embedded database: seconds each, and many more
 * on a machine busy with other suites, hence the long timeouts.
 */
describe('operator commands run from the repository root', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'catalyst-operator-'));
  const emptyDir = mkdtempSync(join(tmpdir(), 'catalyst-operator-empty-'));
  const email = 'operator-check@example.org';

  function run(dir: string, ...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: relative(repoRoot, dir) };
    // What npm decides, not what this test's own npm left behind, and no PostgreSQL.
    delete env['npm_config_local_prefix'];
    delete env['DATABASE_URL'];
    return spawnSync('npm', ['run', '--silent', ...args], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
  }

  beforeAll(async () => {
    // The product's data, as a server's first start leaves it, with one account in it.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    await database.db.insert(users).values({ id: 'operator-check', name: 'Olive', email });
    await database.close();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('finds the account in the data folder the server uses', { timeout: 240_000 }, () => {
    const granted = run(
      dataDir,
      'admin',
      '--',
      'grant',
      email,
      '--reason',
      'Checking the data folder',
      '--server-stopped',
    );
    expect(granted.stderr).not.toMatch(/No account/);
    expect(granted.status, granted.stderr).toBe(0);
    const listed = run(dataDir, 'admin', '--', 'list', '--server-stopped');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(email);
    const codes = run(dataDir, 'guest-codes', '--', 'list', '--server-stopped');
    expect(codes.status, codes.stderr).toBe(0);
  });

  it.each([
    ['admin', ['admin', '--', 'list', '--server-stopped']],
    ['guest-codes', ['guest-codes', '--', 'list', '--server-stopped']],
    ['billing:reconcile', ['billing:reconcile', '--', '--server-stopped']],
  ])(
    '%s refuses a folder with no database, says where it looked, and creates none',
    (_name, args) => {
      const result = run(emptyDir, ...args);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`No database found in ${emptyDir}`);
      expect(result.stderr).toContain('DATA_DIR=');
      expect(existsSync(join(emptyDir, 'pglite'))).toBe(false);
    },
  );
});
