import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization } from '../../../test/factories.js';
import { freePort } from '../../../test/free-port.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { loggerOptions } from '../../plugins/request-logging.js';
import { createReadinessProbe } from './readiness.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /health', () => {
  it('says the process answers, and is never cached', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /ready', () => {
  it('is ready when the database answers and holds every migration', async () => {
    const response = await get('/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready once the process is shutting down, while /health still answers', async () => {
    const process = await buildTestApp();
    try {
      process.app.readiness.markShuttingDown();
      const response = await process.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', reason: 'shutting down' });
      expect((await process.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await process.close();
    }
  });
});

describe('GET /ready while the discovery index comes up', () => {
  it('is not ready until the index is, while listings wait for it and answer in full', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      authSecret: randomBytes(32).toString('base64url'),
    });
    try {
      await createOrganization(database.db, { name: 'Harbor Lantern Trust' });
      await app.ready();
      const before = await app.inject({ method: 'GET', url: '/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ status: 'not-ready', reason: 'discovery index building' });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);

      // A listing asked before the index is up waits for it, then answers in full.
      app.discovery.start();
      const listing = await app.inject({ method: 'GET', url: '/api/organizations?q=lantern' });
      expect(listing.statusCode).toBe(200);
      expect(listing.json<{ data: { total: number } }>().data.total).toBe(1);
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the readiness probe', () => {
  it('waits for the migrations this build expects', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      const probe = createReadinessProbe(database.db);
      expect(await probe.check()).toEqual({
        ready: false,
        reason: 'database migrations not applied',
      });
      await migrateDatabase(database);
      expect(await probe.check()).toEqual({ ready: true });
    } finally {
      await database.close();
    }
  });

  it('says only that the database is unavailable once it is closed, keeping the error apart', async () => {
    const database = await createTestDatabase({ empty: true });
    const probe = createReadinessProbe(database.db);
    await database.close();
    const result = await probe.check();
    expect(result).toEqual({
      ready: false,
      reason: 'database unavailable',
      cause: expect.any(Error),
    });
  });

  it('says the same of a database server nobody answers at', async () => {
    const unreachable = await openDatabase({
      kind: 'postgres',
      url: `postgres://catalyst:secret-password@127.0.0.1:${await freePort()}/catalyst`,
    });
    try {
      const result = await createReadinessProbe(unreachable.db).check();
      expect(result).toEqual({
        ready: false,
        reason: 'database unavailable',
        cause: expect.any(Error),
      });
    } finally {
      await unreachable.close();
    }
  });
});

describe('GET /ready while the database is down', () => {
  it('answers 503 with a generic reason, the details in the server’s log alone', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const down = await buildTestApp({ logger: loggerOptions('info', 'production', { stream }) });
    try {
      await down.database.close();
      const response = await down.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', reason: 'database unavailable' });
      expect(response.headers['cache-control']).toBe('no-store');
      const log = lines.join('');
      expect(log).toContain('not ready: database unavailable');
      // The error the answer left out: the failed query's text.
      expect(log).toMatch(/drizzle|migrations|select/i);
    } finally {
      await down.app.close();
    }
  });
});

describe('request ids', () => {
  it('names each answer’s request, and keeps the id a trusted proxy assigned', async () => {
    const fresh = await get('/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/health')).headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);

    const proxied = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    expect(proxied.headers['x-request-id']).toBe('lb-7f3a9c');

    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'not an id\nwith a line break' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('believes no client’s id when no proxy is trusted', async () => {
    const direct = await buildTestApp({ env: { TRUST_PROXY: 'false' } });
    try {
      const response = await direct.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'chosen-by-the-client' },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.close();
    }
  });
});
