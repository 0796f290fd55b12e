/**
 * A helper process of a benchmark (varnishd, haproxy): started in the foreground with its
 * output in a log file, stopped with SIGTERM (SIGKILL after a while), and reported when it
 * ends by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface HelperProcess {
  child: ChildProcess;
  /** Settles when the process ends, saying how ('exit code 1', 'signal SIGKILL'). */
  exited: Promise<string>;
  /** Whether it is still running. */
  running(): boolean;
  stop(): Promise<void>;
}

export function startHelper(
  command: string,
  args: string[],
  options: { logFile: string; env?: Record<string, string> },
): HelperProcess {
  const log = createWriteStream(options.logFile);
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`failed to start: ${error.message}`));
    child.once('exit', (code, signal) =>
      resolve(signal ? `signal ${signal}` : `exit code ${code}`),
    );
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    exited,
    running,
    stop: async () => {
      if (running()) {
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(forced);
      }
      log.end();
    },
  };
}

/** Polls `url` until it answers `status` (200 by default), or throws after `timeoutMs`. */
export async function waitForAnswer(
  url: string,
  options: { timeoutMs: number; status?: number; whileRunning?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let last = 'no answer';
  for (;;) {
    const gone = options.whileRunning?.();
    if (gone) throw new Error(gone);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === (options.status ?? 200)) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) {
      throw new Error(`${url} did not answer within ${options.timeoutMs / 1000} s (${last})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
