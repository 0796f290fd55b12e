import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { DatabaseFigures, MetricsRepository } from './metrics.repository.js';

/**
 * What the metrics read of the discovery index: the organizations module's engine answers it
 * (`app.discovery.status()`), handed over by app.ts as this narrow type.
 */
export interface DiscoveryStatusSource {
  status(): {
    /** The database version the index holds; null before its first build. */
    indexVersion: number | null;
    lastBuild: { seconds: number } | null;
    organizations: number;
  };
}

/** Past this, a scrape answers without the database's figures instead of waiting on them. */
export const DATABASE_READ_DEADLINE_MS = 1_500;

interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

interface Snapshot {
  pool: PoolFigures | undefined;
  database: DatabaseFigures | undefined;
  readSeconds: number;
}

/** PostgreSQL's connection pool; PGlite is one connection inside the process, with no pool. */
function poolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  return client instanceof PGlite ? undefined : client;
}

function deadline(ms: number): { expired: Promise<never>; clear(): void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/**
 * A figure, or no sample at all when it is unknown: a gauge without labels otherwise shows 0,
 * which would read as no lag at all.
 */
function setOrLeaveOut(gauge: Gauge, value: number | undefined): void {
  if (value === undefined) gauge.remove({});
  else gauge.set(value);
}

/**
 * The figures read when Prometheus scrapes, not kept up as things happen: the discovery
 * index's lag behind the database and its last build, the job queue's depth by queue and
 * state, and the connection pool's use. The database is read once per scrape, however many
 * metrics need it, and a scrape waits at most DATABASE_READ_DEADLINE_MS for it; past that, or
 * on an error, those metrics are left out and `metrics_database_read_success` says 0.
 */
export function registerScrapeMetrics(
  registry: Registry,
  deps: {
    db: Database;
    repository: MetricsRepository;
    discovery: DiscoveryStatusSource;
    log: { warn(data: object, message: string): void };
  },
): void {
  const pool = poolOf(deps.db);
  let inFlight: Promise<Snapshot> | undefined;

  async function take(): Promise<Snapshot> {
    // Before the read below takes a connection of its own.
    const poolFigures = pool && {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    };
    const started = performance.now();
    const read = deps.repository.read();
    const timer = deadline(DATABASE_READ_DEADLINE_MS);
    let database: DatabaseFigures | undefined;
    try {
      database = await Promise.race([read, timer.expired]);
    } catch (err) {
      // A read that outlives the deadline still ends (PostgreSQL stops it): never unheard.
      read.catch(() => undefined);
      deps.log.warn({ err }, 'metrics: the database figures were not read');
    } finally {
      timer.clear();
    }
    return { pool: poolFigures, database, readSeconds: (performance.now() - started) / 1000 };
  }

  /** One snapshot for every metric collected in the same scrape. */
  function snapshot(): Promise<Snapshot> {
    inFlight ??= take().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  const readSuccess = new Gauge({
    name: 'metrics_database_read_success',
    help: 'Whether this scrape read the database figures (1) or went without them (0).',
    registers: [registry],
    async collect() {
      readSuccess.set((await snapshot()).database ? 1 : 0);
    },
  });
  const readSeconds = new Gauge({
    name: 'metrics_database_read_seconds',
    help: 'How long this scrape took to read the database figures, or to give up on them.',
    registers: [registry],
    async collect() {
      readSeconds.set((await snapshot()).readSeconds);
    },
  });

  const versionLag = new Gauge({
    name: 'discovery_index_version_lag',
    help: 'Changes to what discovery shows that the database holds and this process’s index does not yet (database version minus index version).',
    registers: [registry],
    async collect() {
      const { database } = await snapshot();
      const { indexVersion } = deps.discovery.status();
      setOrLeaveOut(
        versionLag,
        database && indexVersion !== null
          ? Math.max(0, database.discoveryVersion - indexVersion)
          : undefined,
      );
    },
  });
  const buildSeconds = new Gauge({
    name: 'discovery_index_build_seconds',
    help: 'How long the last build of this process’s discovery index took.',
    registers: [registry],
    collect() {
      setOrLeaveOut(buildSeconds, deps.discovery.status().lastBuild?.seconds);
    },
  });
  const indexed = new Gauge({
    name: 'discovery_index_organizations',
    help: 'Published organizations in this process’s discovery index.',
    registers: [registry],
    collect() {
      indexed.set(deps.discovery.status().organizations);
    },
  });

  const queueJobs = new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue’s tables by queue and state: created and retry wait, active run, failed ran out of attempts (kept a day).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const { database } = await snapshot();
      queueJobs.reset();
      for (const { queue, state, jobs } of database?.queueDepths ?? []) {
        queueJobs.set({ queue, state }, jobs);
      }
    },
  });

  if (!pool) return;
  const connections = new Gauge({
    name: 'db_pool_connections',
    help: 'Connections the PostgreSQL pool holds, by state: active (lent out) or idle.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const figures = (await snapshot()).pool;
      if (!figures) return;
      connections.set({ state: 'active' }, figures.total - figures.idle);
      connections.set({ state: 'idle' }, figures.idle);
    },
  });
  const waiting = new Gauge({
    name: 'db_pool_waiting_clients',
    help: 'Queries waiting for a connection of the PostgreSQL pool.',
    registers: [registry],
    async collect() {
      setOrLeaveOut(waiting, (await snapshot()).pool?.waiting);
    },
  });
  const maxConnections = new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the PostgreSQL pool opens.',
    registers: [registry],
    collect() {
      maxConnections.set(pool.options.max);
    },
  });
}
