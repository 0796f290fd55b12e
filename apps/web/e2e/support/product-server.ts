import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

export interface RunningProduct {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built product as it runs in production (`npm run serve`, NODE_ENV=production)
 * with demo data, on a free port and a fresh embedded database. Builds first if needed.
 * Production needs Stripe: unless the journey passes its own STRIPE_* or NODE_ENV, the real
 * SDK is pointed at a local fake Stripe whose hosted checkout sends signed webhooks back.
 */
export async function startProduct(extraEnv: Record<string, string> = {}): Promise<RunningProduct> {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'catalyst-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const inProduction = (extraEnv['NODE_ENV'] ?? 'production') === 'production';
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
    rmSync(dataDir, { recursive: true, force: true });
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
