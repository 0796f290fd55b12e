/**
 * Varnish (Debian's varnishd) with the repository's VCL, deploy/varnish/catalyst.vcl, its two
 * backends pointed at the benchmark's instances, in a scratch folder of its own under /tmp.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup.js';
import { startHelper, waitForAnswer } from './processes.js';

export const VCL_PATH = fileURLToPath(
  new URL('../../../../deploy/varnish/catalyst.vcl', import.meta.url),
);

/**
 * The VCL with backend app1, app2… on `ports` (loopback). Throws unless every backend block
 * was found, so a reworded VCL cannot silently keep its example ports.
 */
export function vclForPorts(vcl: string, ports: readonly number[]): string {
  let result = vcl;
  ports.forEach((port, index) => {
    const block = new RegExp(
      `(backend app${index + 1} \\{[^}]*?\\.host = ")[^"]*(";[^}]*?\\.port = ")\\d+(")`,
    );
    if (!block.test(result)) throw new Error(`${VCL_PATH} has no backend app${index + 1} block`);
    result = result.replace(block, `$1127.0.0.1$2${port}$3`);
  });
  return result;
}

export interface Varnish {
  url: string;
  /** What the instances' CACHE_PURGE_URL is set to. */
  purgeUrl: string;
  workDir: string;
  logFile: string;
  /** Ends with how varnishd ended, if it does before stop(). */
  exited: Promise<string>;
  /** Varnish's own counters: hits, misses, passes, bans… */
  counters(): Promise<VarnishCounters>;
  stop(): Promise<void>;
}

export interface VarnishCounters {
  hits: number;
  misses: number;
  hitMisses: number;
  passes: number;
  bans: number;
  objects: number;
  backendFailures: number;
  backendRetries: number;
}

const exec = promisify(execFile);

async function readCounters(workDir: string): Promise<VarnishCounters> {
  const { stdout } = await exec('varnishstat', ['-n', workDir, '-1', '-j']);
  const parsed = JSON.parse(stdout) as {
    counters?: Record<string, { value: number }>;
  } & Record<string, unknown>;
  // varnishstat 7 nests the counters; older ones put them at the top.
  const counters = (parsed.counters ?? parsed) as Record<string, { value?: number } | undefined>;
  const value = (name: string) => counters[name]?.value ?? 0;
  return {
    hits: value('MAIN.cache_hit'),
    misses: value('MAIN.cache_miss'),
    hitMisses: value('MAIN.cache_hitmiss'),
    passes: value('MAIN.s_pass'),
    bans: value('MAIN.bans_added'),
    objects: value('MAIN.n_object'),
    backendFailures: value('MAIN.backend_fail'),
    backendRetries: value('MAIN.backend_retry'),
  };
}

export async function startVarnish(options: {
  port: number;
  backendPorts: readonly number[];
  logFile: string;
  storage?: string;
}): Promise<Varnish> {
  const workDir = mkdtempSync(join(tmpdir(), 'catalyst-varnish-'));
  // varnishd started as root hands its worker to an unprivileged user, which must read here.
  chmodSync(workDir, 0o755);
  const removeWorkDir = onCleanup('the Varnish folder', () =>
    rmSync(workDir, { recursive: true, force: true }),
  );
  const vclFile = join(workDir, 'catalyst.vcl');
  writeFileSync(vclFile, vclForPorts(readFileSync(VCL_PATH, 'utf8'), options.backendPorts));
  chmodSync(vclFile, 0o644);
  const address = `127.0.0.1:${options.port}`;
  const varnishd = startHelper(
    'varnishd',
    [
      '-F',
      '-a',
      address,
      '-f',
      vclFile,
      '-n',
      workDir,
      '-s',
      `malloc,${options.storage ?? '256m'}`,
      // No management port: the benchmark reads counters through the folder.
      '-T',
      'none',
    ],
    { logFile: options.logFile },
  );
  const removeProcess = onCleanup('varnishd', () => varnishd.stop());
  const url = `http://${address}`;
  try {
    await waitForAnswer(`${url}/.catalyst/health`, {
      timeoutMs: 30_000,
      whileRunning: () =>
        varnishd.running() ? undefined : `varnishd ended at start; see ${options.logFile}`,
    });
  } catch (error) {
    removeProcess();
    await varnishd.stop();
    throw error;
  }
  return {
    url,
    purgeUrl: `${url}/.catalyst/purge`,
    workDir,
    logFile: options.logFile,
    exited: varnishd.exited,
    counters: () => readCounters(workDir),
    stop: async () => {
      removeProcess();
      await varnishd.stop();
      removeWorkDir();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
