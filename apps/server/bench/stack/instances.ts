/**
 * Production instances of the product on one database, each in a process of its own on a
 * fixed port, purging the benchmark's Varnish; one can be restarted as a deployment would.
 */
import { startProductionServer, type ProductionServer } from '../production-server.js';
import { onCleanup } from './cleanup.js';

export interface InstanceSettings {
  databaseUrl: string;
  /** Where the instances tell the cache what changed (CACHE_PURGE_URL). */
  purgeUrl: string | undefined;
  /** How many proxies stand before the instances (TRUST_PROXY). */
  proxies: number;
  /** The address people use (PUBLIC_URL): the front door. */
  publicUrl: string;
  readyTimeoutMs: number;
  logPrefix: string;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  current(): ProductionServer;
  /** Set when the process ended without being asked to. */
  unexpectedEnd(): string | undefined;
  /** SIGTERM, then wait until it exited (its in-flight requests finished). */
  stop(): Promise<void>;
  /** Starts it again on the same port; answers the seconds until /ready said 200. */
  start(): Promise<number>;
}

function environment(settings: InstanceSettings): Record<string, string> {
  return {
    PUBLIC_URL: settings.publicUrl,
    TRUST_PROXY: String(settings.proxies),
    // Benchmarks sign many owners in from one address; the public-write budget is not under test.
    PROOF_OF_WORK_THRESHOLD_PERCENT: '100000',
    ...(settings.purgeUrl ? { CACHE_PURGE_URL: settings.purgeUrl } : {}),
  };
}

export function defineInstance(name: string, port: number, settings: InstanceSettings): Instance {
  let server: ProductionServer | undefined;
  let stopping = false;
  let ended: string | undefined;
  let starts = 0;
  let removeCleanup: (() => void) | undefined;
  const instance: Instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    current: () => {
      if (!server) throw new Error(`${name} is not running`);
      return server;
    },
    unexpectedEnd: () => ended,
    stop: async () => {
      if (!server) return;
      stopping = true;
      removeCleanup?.();
      await server.stop();
      server = undefined;
    },
    start: async () => {
      starts += 1;
      stopping = false;
      const logFile = `${settings.logPrefix}-${name}${starts > 1 ? `-start${starts}` : ''}.log`;
      const started = await startProductionServer({
        databaseUrl: settings.databaseUrl,
        logFile,
        port,
        waitFor: 'ready',
        readyTimeoutMs: settings.readyTimeoutMs,
        env: environment(settings),
      });
      server = started;
      removeCleanup = onCleanup(name, () => started.stop());
      void started.exited.then((how) => {
        if (!stopping && server === started) ended = `${name} ended (${how}); see ${logFile}`;
      });
      return started.readySeconds;
    },
  };
  return instance;
}

/** Two instances started together (migrations take turns under the database's lock). */
export async function startInstances(
  ports: readonly [number, number],
  settings: InstanceSettings,
): Promise<[Instance, Instance]> {
  const instances: [Instance, Instance] = [
    defineInstance('instance-1', ports[0], settings),
    defineInstance('instance-2', ports[1], settings),
  ];
  const seconds = await Promise.all(instances.map((instance) => instance.start()));
  console.log(
    `instances ready on ports ${ports.join(' and ')} in ${seconds.map((s) => s.toFixed(1)).join(' and ')} s`,
  );
  return instances;
}
