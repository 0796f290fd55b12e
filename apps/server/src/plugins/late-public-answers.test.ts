import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
