import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrganization } from '../../test/factories.js';
import { startPurgeStandIn } from '../../test/stand-ins/purge-endpoint.js';
import { makeStandInWebBuild, standInRenders } from '../../test/page-rendering-stand-in.js';
import { markPublic, PUBLIC_CACHE_CONTROL } from '../lib/public-cache/http-caching.js';
import { registerConditionalGet } from './conditional-get.js';
import { LATE_PUBLIC_ANSWER_MS, registerLatePublicAnswers } from './late-public-answers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerLatePublicAnswers(app);
  registerConditionalGet(app);
  const answer = (delayMs: number) => async (_request: FastifyRequest, reply: FastifyReply) => {
    await sleep(delayMs);
    markPublic(reply, ['listing', 'org-a']);
    return { data: 'the same for everyone' };
  };
  app.get('/quick', answer(0));
  app.get('/late', answer(LATE_PUBLIC_ANSWER_MS + 150));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('a public answer a purge could have missed is not stored by a shared cache', () => {
  it('a quick one stays public, with its keys and an etag', async () => {
    const response = await app.inject({ method: 'GET', url: '/quick' });
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers['surrogate-key']).toBe('site listing org-a');
    expect(response.headers['cache-tag']).toBe('site,listing,org-a');
    expect(response.headers['etag']).toMatch(/^W\//);
  });

  it('one slower than half the purge repeat goes out no-cache, without keys, whole', async () => {
    const response = await app.inject({ method: 'GET', url: '/late' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: 'the same for everyone' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['surrogate-key']).toBeUndefined();
    expect(response.headers['cache-tag']).toBeUndefined();
    expect(response.headers['etag']).toBeUndefined();
  });
});

describe('in the app, with purges on', () => {
  let web: ReturnType<typeof makeStandInWebBuild>;
  let purgeEndpoint: Awaited<ReturnType<typeof startPurgeStandIn>>;
  let testApp: TestApp;

  beforeAll(async () => {
    web = makeStandInWebBuild();
    purgeEndpoint = await startPurgeStandIn();
    testApp = await buildTestApp({
      webRoot: web.webRoot,
      webServerEntry: web.webServerEntry,
      env: { CACHE_PURGE_URL: purgeEndpoint.url },
      // Every answer late, as on an instance far past its capacity.
      latePublicAnswerMs: 0,
    });
    await createOrganization(testApp.database.db, { name: 'Late Heron Society' });
  });

  afterAll(async () => {
    await testApp?.close();
    await purgeEndpoint?.close();
    web?.remove();
  });

  it('a late directory answer, and a page made from it, are neither public nor kept', async () => {
    const listing = await testApp.app.inject({ method: 'GET', url: '/api/organizations?q=heron' });
    expect(listing.statusCode).toBe(200);
    expect(listing.headers['cache-control']).toBe('no-cache');
    expect(listing.headers['surrogate-key']).toBeUndefined();

    // The page's render read that answer without its keys: a kept copy could not name the
    // organizations it shows, so none is kept, and each request renders.
    const before = standInRenders();
    for (let i = 0; i < 2; i += 1) {
      const page = await testApp.app.inject({ method: 'GET', url: '/?q=heron' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['surrogate-key']).toBeUndefined();
    }
    expect(standInRenders()).toBe(before + 2);
  });
});
