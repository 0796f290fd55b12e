import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { loggerOptions } from '../../plugins/request-logging.js';

const TOKEN = 'Zq7vN2kP9xR4tW8yB3mC6fH1jL5sD0gA';
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** The value of the sample `name{labels}` (labels as Prometheus writes them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 404 exactly as an unknown path does, whatever credential comes', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(response.body).toBe(unknown.body);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  const logLines: string[] = [];
  const scrape = () =>
    testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
    testApp = await buildTestApp({
      demo: true,
      env: { METRICS_TOKEN: TOKEN },
      logger: loggerOptions('info', 'production', { stream }),
    });
    await testApp.app.discovery.warmUp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers anyone without the right bearer token as an unknown path', async () => {
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.toLowerCase()}`,
      `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(404);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('serves Prometheus’ text format to the token, never cached', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^# HELP /m);
    expect(response.body).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    // The scheme's name is case-insensitive.
    const lowerCase = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(lowerCase.statusCode).toBe(200);
  });

  it('counts and times requests by route pattern and status, never by the address asked for', async () => {
    const listing = await testApp.app.inject({ method: 'GET', url: '/api/organizations' });
    const slug = (listing.json() as { data: { items: Array<{ slug: string }> } }).data.items[0]!
      .slug;
    const before = (await scrape()).body;
    const profileSeries =
      'http_requests_total{method="GET",route="/api/organizations/:id",status_code="200"}';
    const unmatchedSeries = 'http_requests_total{method="GET",route="unmatched",status_code="404"}';

    for (let time = 0; time < 3; time += 1) {
      expect(
        (await testApp.app.inject({ method: 'GET', url: `/api/organizations/${slug}` })).statusCode,
      ).toBe(200);
    }
    await testApp.app.inject({ method: 'GET', url: `/wp-admin/${slug}-probe.php` });
    await testApp.app.inject({ method: 'GET', url: `/another/${slug}/probe` });

    const after = (await scrape()).body;
    expect((sample(after, profileSeries) ?? 0) - (sample(before, profileSeries) ?? 0)).toBe(3);
    expect((sample(after, unmatchedSeries) ?? 0) - (sample(before, unmatchedSeries) ?? 0)).toBe(2);
    expect(after).not.toContain(slug);
    expect(
      sample(
        after,
        'http_request_duration_seconds_count{method="GET",route="/api/organizations/:id",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    for (const le of ['0.001', '0.01', '0.1', '1', '10', '+Inf']) {
      expect(after).toContain(
        `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/api/organizations/:id",status_class="2xx"}`,
      );
    }
  });

  it('shows the process: event-loop lag, heap, CPU and memory', async () => {
    const text = (await scrape()).body;
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_space_size_used_bytes{space="old"}',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ]) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('shows how far the discovery index lags behind the database, and its last build', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'metrics_database_read_success')).toBe(1);
    expect(sample(text, 'discovery_index_version_lag')).toBe(0);
    expect(sample(text, 'discovery_index_build_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'discovery_index_organizations')).toBe(
      testApp.app.discovery.status().organizations,
    );
    expect(sample(text, 'discovery_index_organizations')).toBeGreaterThan(0);

    // Changes the index has not caught up with yet (nothing asked it to).
    await testApp.database.db.execute(sql`UPDATE discovery_state SET version = version + 3`);
    expect(sample((await scrape()).body, 'discovery_index_version_lag')).toBe(3);
  });

  it('shows the job queue’s depth by queue and state, and the attempts this process made', async () => {
    await testApp.database.db.execute(sql`
      INSERT INTO pgboss.job (name, data, state, start_after)
      VALUES ('images.discard', '{}', 'created', now() + interval '1 hour'),
             ('images.discard', '{}', 'created', now() + interval '1 hour'),
             ('images.discard', '{}', 'failed', now())`);
    await testApp.app.jobs.send('maintenance.discovery-log-prune', {});
    await testApp.app.jobs.idle();

    const text = (await scrape()).body;
    expect(sample(text, 'job_queue_jobs{queue="images.discard",state="created"}')).toBe(2);
    expect(sample(text, 'job_queue_jobs{queue="images.discard",state="failed"}')).toBe(1);
    expect(sample(text, 'job_queue_jobs{queue="images.discard",state="active"}')).toBe(0);
    expect(sample(text, 'job_queue_jobs{queue="maintenance.guest-cleanup",state="retry"}')).toBe(0);
    expect(
      sample(
        text,
        'job_attempts_total{queue="maintenance.discovery-log-prune",outcome="completed"}',
      ),
    ).toBe(1);
  });

  it('shows the connection pool’s use on PostgreSQL, and nothing of it on PGlite', async () => {
    const text = (await scrape()).body;
    if (testApp.database.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections{state="active"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
      expect(sample(text, 'db_pool_max_connections')).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('db_pool_');
    }
  });

  it('answers within two seconds when the database does not, without its figures', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Another connection's transaction holds the table the scrape reads (PGlite has a single
    // connection: there the scrape waits for the whole transaction).
    const holding = testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE discovery_state IN ACCESS EXCLUSIVE MODE`);
      await released;
    });
    await sleep(50);
    try {
      const started = performance.now();
      const response = await scrape();
      const seconds = (performance.now() - started) / 1000;
      expect(response.statusCode).toBe(200);
      expect(seconds).toBeLessThan(2);
      expect(sample(response.body, 'metrics_database_read_success')).toBe(0);
      expect(sample(response.body, 'discovery_index_version_lag')).toBeUndefined();
      expect(response.body).not.toContain('job_queue_jobs{');
      expect(sample(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    } finally {
      release();
      await holding;
    }
    expect(sample((await scrape()).body, 'metrics_database_read_success')).toBe(1);
  });

  it('keeps scrapes out of the request log, which still records other requests', () => {
    const log = logLines.join('');
    expect(log).toContain('/api/organizations');
    expect(log).not.toContain('"url":"/metrics"');
  });
});
