/**
 * The built product, started as `npm run serve` starts it, in a process of its own: what a
 * benchmark measures is then the production server, not a test harness sharing its process.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port.js';
import { BENCH_SECRET } from './bench-database.js';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const inRepository = (path: string) => join(repository, path);

/** Newest modification time under `paths` (files or folders); tests do not go into a build. */
function newestSource(paths: string[]): number {
  let newest = 0;
  for (const path of paths.map(inRepository)) {
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) {
      newest = Math.max(newest, statSync(path).mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function builtAt(path: string): number {
  const output = inRepository(path);
  return existsSync(output) ? statSync(output).mtimeMs : 0;
}

const BUILDS = [
  {
    workspace: '@catalyst/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
  },
  {
    workspace: '@catalyst/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/scripts/build.mjs', 'packages/shared/src'],
  },
];

/** Builds the web app and the server bundle when a source is newer than what was built. */
export function buildProductIfStale(): void {
  for (const build of BUILDS) {
    if (builtAt(build.output) >= newestSource(build.sources)) continue;
    console.log(`building ${build.workspace}: its sources changed since the last build`);
    execFileSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: repository,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

export interface ProductionServer {
  url: string;
  /** The server's process id (its memory can be read from /proc; signals). */
  pid: number;
  /**
   * Seconds from spawning the process to ready (migrations, seed and the discovery index
   * included), or to its first answer when asked to wait for listening only.
   */
  readySeconds: number;
  logFile: string;
  /**
   * Settles when the process ends, with how it ended ('exit code 0', 'signal SIGKILL'): a
   * benchmark can stop at once when its server goes away instead of measuring refusals.
   */
  exited: Promise<string>;
  stop(): Promise<void>;
}

interface ServerOptions {
  databaseUrl: string;
  /** Where the server's own output goes. */
  logFile: string;
  /** How long start-up may take: migrations on a large database can take minutes. */
  readyTimeoutMs: number;
  /** Settings beyond the production defaults the benchmarks share. */
  env?: Record<string, string>;
  /** The port to listen on; a free one when not given. */
  port?: number;
  /**
   * What to wait for: 'ready' (/ready answers 200: the discovery index is up, so measurements
   * start on a serving instance) or 'listening' (any answer).
   */
  waitFor?: 'ready' | 'listening';
}

/**
 * Starts dist/server.js in production mode on `databaseUrl`. Production requires Stripe keys
 * and mail; the benchmarks never reach Stripe and send no mail, so inert values stand in.
 * It runs in a scratch working directory of its own, so no .env or data folder of a
 * developer's leaks in.
 */
export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const port = options.port ?? (await freePort());
  const workingDirectory = mkdtempSync(join(tmpdir(), 'catalyst-bench-'));
  const log = createWriteStream(options.logFile);
  const started = performance.now();
  const child = spawn(process.execPath, [inRepository('apps/server/dist/server.js')], {
    cwd: workingDirectory,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: join(workingDirectory, 'data'),
      AUTH_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      ALLOW_NO_SMTP: 'true',
      STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
      STRIPE_PRICE_MONTHLY: 'price_bench_monthly',
      STRIPE_PRICE_ANNUAL: 'price_bench_annual',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) =>
      resolve(signal ? `signal ${signal}` : `exit code ${code}`),
    ),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    }
    log.end();
    rmSync(workingDirectory, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + options.readyTimeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`the server exited with ${child.exitCode}; see ${options.logFile}`);
      }
      try {
        // /health touches nothing: answering it means the server is listening. The server
        // listens before its discovery index is up; /ready says when it is.
        const probe = options.waitFor === 'listening' ? '/health' : '/ready';
        if ((await fetch(`${url}${probe}`)).ok) break;
      } catch {
        // Still migrating, seeding or starting to listen.
      }
      if (Date.now() > deadline) {
        throw new Error(`the server did not answer within ${options.readyTimeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    readySeconds: (performance.now() - started) / 1000,
    logFile: options.logFile,
    exited,
    stop,
  };
}
