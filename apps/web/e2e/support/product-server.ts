import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../server/test/free-port';
import { startFakeStripe } from '../../../server/test/stand-ins/fake-stripe';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/categories`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the product did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Where a product's embedded database, migrated and seeded, waits to be copied: a product
 * started from a copy skips PostgreSQL's initdb and the seeding, about 8 of its 12 s to ready.
 * global-setup.ts makes it once per run and names it here for the workers.
 */
export const DATA_TEMPLATE = 'E2E_DATA_TEMPLATE';

export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built product as it runs in production (`npm run serve`, NODE_ENV=production)
 * with demo data, on a free port and an embedded database of its own: a copy of the run's data
 * template when there is one (DATA_TEMPLATE), else a fresh one; `keepDataIn` names a directory
 * to use and keep instead. Builds first if needed. Production needs Stripe: unless the
 * journey passes its own STRIPE_* or NODE_ENV, the real SDK is pointed at a local fake Stripe
 * whose hosted checkout sends signed webhooks back.
 */
export async function startProduct(
  extraEnv: Record<string, string> = {},
  { keepDataIn }: { keepDataIn?: string } = {},
): Promise<RunningProduct> {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const port = await freePort();
  const dataDir = keepDataIn ?? mkdtempSync(join(tmpdir(), 'catalyst-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const inProduction = (extraEnv['NODE_ENV'] ?? 'production') === 'production';
  // A restart on data the same build migrated and seeded, as in production. A journey that
  // brings its own database, mode or secret meets the product as a first start does.
  const template = process.env[DATA_TEMPLATE];
  const startsFromTemplate =
    template !== undefined &&
    !keepDataIn &&
    inProduction &&
    !extraEnv['DATABASE_URL'] &&
    !('AUTH_SECRET' in extraEnv) &&
    !('SEED_DEMO' in extraEnv);
  if (startsFromTemplate) cpSync(template, dataDir, { recursive: true });
  const stripe =
    inProduction && !extraEnv['STRIPE_SECRET_KEY']
      ? await startFakeStripe({ webhookUrl: `${url}/api/payments/webhook` })
      : undefined;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // Journeys that read mail pass SMTP_URL (a local capture server); the others send none.
      ALLOW_NO_SMTP: 'true',
      ...stripe?.env,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await stripe?.close();
    if (!keepDataIn) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A busy machine (two cores, several runs at once) can take a while to start it.
    await waitForReady(url, child, 120_000);
  } catch (error) {
    // Never leave a server behind that no journey will stop.
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Makes the data template (DATA_TEMPLATE): a product's first start in a fresh directory,
 * stopped once ready, so that its database is migrated, seeded and closed cleanly.
 * Answers the directory; the caller removes it.
 */
export async function makeDataTemplate(): Promise<string> {
  const template = mkdtempSync(join(tmpdir(), 'catalyst-e2e-template-'));
  try {
    const product = await startProduct({}, { keepDataIn: template });
    await product.stop();
  } catch (error) {
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  return template;
}
