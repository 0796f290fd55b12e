/**
 * HAProxy (Debian's haproxy) with the repository's deploy/haproxy/catalyst.cfg: clients ->
 * HAProxy -> Varnish -> instances, the instances being HAProxy's backup servers.
 */
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.js';
import { startHelper, waitForAnswer } from './processes.js';

export const HAPROXY_CONFIG = fileURLToPath(
  new URL('../../../../deploy/haproxy/catalyst.cfg', import.meta.url),
);

export interface Haproxy {
  url: string;
  logFile: string;
  exited: Promise<string>;
  stop(): Promise<void>;
}

export async function startHaproxy(options: {
  port: number;
  varnishPort: number;
  appPorts: readonly [number, number];
  logFile: string;
}): Promise<Haproxy> {
  const haproxy = startHelper('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    logFile: options.logFile,
    env: {
      CATALYST_PUBLIC_BIND: `127.0.0.1:${options.port}`,
      CATALYST_VARNISH: `127.0.0.1:${options.varnishPort}`,
      CATALYST_APP1: `127.0.0.1:${options.appPorts[0]}`,
      CATALYST_APP2: `127.0.0.1:${options.appPorts[1]}`,
    },
  });
  const removeProcess = onCleanup('haproxy', () => haproxy.stop());
  const url = `http://127.0.0.1:${options.port}`;
  try {
    // Through HAProxy to Varnish's own liveness answer: both are up and joined.
    await waitForAnswer(`${url}/.catalyst/health`, {
      timeoutMs: 30_000,
      whileRunning: () =>
        haproxy.running() ? undefined : `haproxy ended at start; see ${options.logFile}`,
    });
  } catch (error) {
    removeProcess();
    await haproxy.stop();
    throw error;
  }
  return {
    url,
    logFile: options.logFile,
    exited: haproxy.exited,
    stop: async () => {
      removeProcess();
      await haproxy.stop();
    },
  };
}
