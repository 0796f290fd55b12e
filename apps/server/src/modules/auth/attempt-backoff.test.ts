import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { backoffDelay, createBackoffStore, type BackoffRule } from './attempt-backoff.js';
import { passwordAttemptRules } from './password-attempts.js';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const SECOND = 1000;
const rule: BackoffRule = { freeFailures: 3, firstDelay: 2, maxDelay: 60, forgetAfter: 600 };

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('backoffDelay', () => {
  it('waits nothing for the free failures, then doubles up to the longest wait', () => {
    const delays = Array.from({ length: 10 }, (_, failures) => backoffDelay(rule, failures));
    expect(delays).toEqual([0, 0, 0, 2, 4, 8, 16, 32, 60, 60]);
    expect(backoffDelay(rule, 1_000_000)).toBe(60);
  });

  it('never holds an account longer than a short wait, however many guesses', () => {
    for (let failures = 0; failures < 100_000; failures += 97) {
      expect(backoffDelay(passwordAttemptRules.account, failures)).toBeLessThanOrEqual(30);
    }
  });
});

describe('the back-off store', () => {
  it('lets the free failures through, then makes each next attempt wait its delay', async () => {
    const store = createBackoffStore(database.db);
    const key = 'test:sequence';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await store.reserve(key, rule, T0)).toEqual({ allowed: true, retryAfter: 0 });
    }
    expect(await store.reserve(key, rule, T0)).toEqual({ allowed: false, retryAfter: 2 });
    expect((await store.reserve(key, rule, T0 + 2 * SECOND)).allowed).toBe(true);
    // Four failures now, the last at T0+2s: the next waits 4 s from it.
    expect(await store.reserve(key, rule, T0 + 3 * SECOND)).toEqual({
      allowed: false,
      retryAfter: 3,
    });
    expect((await store.reserve(key, rule, T0 + 6 * SECOND)).allowed).toBe(true);
  });

  it('forgets failures after a quiet spell', async () => {
    const store = createBackoffStore(database.db);
    const key = 'test:forget';
    for (let attempt = 0; attempt < 4; attempt += 1) await store.reserve(key, rule, T0);
    expect((await store.reserve(key, rule, T0 + 1 * SECOND)).allowed).toBe(false);
    const later = T0 + (rule.forgetAfter + 1) * SECOND;
    expect((await store.reserve(key, rule, later)).allowed).toBe(true);
    expect((await store.reserve(key, rule, later)).allowed).toBe(true);
  });

  it('lets no burst of parallel attempts slip past the free failures', async () => {
    const store = createBackoffStore(database.db);
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => store.reserve('test:burst', rule, T0)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('gives a refunded attempt back and clears on demand', async () => {
    const store = createBackoffStore(database.db);
    const key = 'test:refund';
    for (let attempt = 0; attempt < 3; attempt += 1) await store.reserve(key, rule, T0);
    await store.refund(key, T0);
    expect((await store.reserve(key, rule, T0)).allowed).toBe(true);
    expect((await store.reserve(key, rule, T0)).allowed).toBe(false);
    await store.clear([key]);
    expect((await store.reserve(key, rule, T0)).allowed).toBe(true);
  });

  it("survives Better Auth's pruning of rows older than its one-minute windows", async () => {
    const store = createBackoffStore(database.db);
    const key = 'test:prune';
    for (let attempt = 0; attempt < 4; attempt += 1) await store.reserve(key, rule, T0);
    // What Better Auth's limiter runs: delete rows whose last_request is over a minute old.
    const later = T0 + 5 * SECOND;
    await database.db.delete(rateLimits).where(lt(rateLimits.lastRequest, later - 60 * SECOND));
    expect((await store.reserve(key, rule, later)).allowed).toBe(true);
    expect((await store.reserve(key, rule, later)).allowed).toBe(false);
  });
});
