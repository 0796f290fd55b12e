import { authMessages } from '@catalyst/shared';
import { eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { accountMailKey, accountMailKeys } from '../../modules/auth/account-mail-pacing.js';
import { createRateLimitStore } from './rate-limit-store.js';
import { withSpecTooManyRequestsMessage } from './too-many-requests.js';

const MINUTE = 60_000;
const T0 = Date.parse('2026-05-01T10:00:00.000Z');

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('the rate-limit store', () => {
  const rule = { window: 15 * 60, max: 5 };

  it('allows the limit, refuses beyond it until the window ends, then starts afresh', async () => {
    const store = createRateLimitStore(database.db);
    const key = accountMailKey('verification', 'window@example.org');
    const decisions = [];
    for (let minute = 0; minute < 7; minute += 1) {
      decisions.push(await store.consume(key, rule, T0 + minute * MINUTE));
    }
    expect(decisions.map((decision) => decision.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // Refused at minute 6 of a window that opened at minute 0.
    expect(decisions[6]?.retryAfter).toBe(9 * 60);
    expect((await store.consume(key, rule, T0 + 15 * MINUTE)).allowed).toBe(true);
  });

  it('lets no concurrent request slip past the limit', async () => {
    const store = createRateLimitStore(database.db);
    const key = accountMailKey('verification', 'burst@example.org');
    const decisions = await Promise.all(
      Array.from({ length: 25 }, () => store.consume(key, rule, T0)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it("survives Better Auth's pruning of rows older than its own one-minute windows", async () => {
    const store = createRateLimitStore(database.db);
    const key = accountMailKey('password-reset', 'prune@example.org');
    const strict = { window: 15 * 60, max: 1 };
    expect((await store.consume(key, strict, T0)).allowed).toBe(true);
    // What Better Auth's limiter runs: delete rows whose last_request is over a minute old.
    const later = T0 + 5 * MINUTE;
    await database.db.delete(rateLimits).where(lt(rateLimits.lastRequest, later - MINUTE));
    expect((await store.consume(key, strict, later)).allowed).toBe(false);
  });

  it('keys by the trimmed, lower-cased address and resets on demand', async () => {
    const store = createRateLimitStore(database.db);
    expect(accountMailKey('verification', ' Mixed@Example.ORG ')).toBe(
      'account-mail:verification:mixed@example.org',
    );
    const key = accountMailKey('verification', 'reset@example.org');
    await store.consume(key, rule, T0);
    await store.reset([key]);
    const rows = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(rows).toEqual([]);
    expect(accountMailKeys('reset@example.org')).toContain(key);
  });
});

describe('withSpecTooManyRequestsMessage', () => {
  it("rewrites Better Auth's per-IP 429 with the product message and keeps the wait", async () => {
    const original = new Response(
      JSON.stringify({ message: 'Too many requests. Please try again later.' }),
      { status: 429, headers: { 'content-type': 'application/json', 'x-retry-after': '42' } },
    );
    const rewritten = withSpecTooManyRequestsMessage(original);
    expect(rewritten.status).toBe(429);
    expect(rewritten.headers.get('retry-after')).toBe('42');
    expect(rewritten.headers.get('x-retry-after')).toBe('42');
    expect(await rewritten.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: authMessages.tooManyRequests,
    });
  });

  it('leaves every other response alone', () => {
    const ok = new Response('{}', { status: 200 });
    expect(withSpecTooManyRequestsMessage(ok)).toBe(ok);
  });
});
