import { apiMessages } from '@catalyst/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.js';
import { buildApp } from '../app.js';
import { newsletterSubscribers } from '../db/schema/index.js';
import { publicWriteBudgets, type PublicWriteBudgets } from './public-write-limit.js';

const HOUR = 60 * 60;
/** Small budgets, so that a test reaches them in a few requests. */
const budgets: PublicWriteBudgets = {
  ...publicWriteBudgets,
  newsletter: { perClient: { window: HOUR, max: 3 }, overall: { window: HOUR, max: 8 } },
  guestSession: { perClient: { window: HOUR, max: 2 }, overall: { window: HOUR, max: 100 } },
};

let testApp: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let secondProcess: FastifyInstance;
let subscriber = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ publicWriteBudgets: budgets });
  secondProcess = await buildApp({
    config: testConfig(),
    db: testApp.database.db,
    authSecret: 'another-process-shares-only-the-database-0123',
    publicWriteBudgets: budgets,
  });
});

afterAll(async () => {
  await secondProcess?.close();
  await testApp?.close();
});

function subscribe(app: FastifyInstance, clientIp: string) {
  subscriber += 1;
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { 'x-forwarded-for': clientIp },
    payload: { email: `reader${subscriber}@example.org` },
  });
}

async function subscriberCount(): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers);
  return row?.count ?? 0;
}

describe('newsletter sign-ups, an anonymous write', () => {
  it('give each client its share, shared by every server process, then 429', async () => {
    const before = await subscriberCount();
    const answers = [
      await subscribe(testApp.app, '198.18.0.1'),
      await subscribe(secondProcess, '198.18.0.1'),
      await subscribe(testApp.app, '198.18.0.1'),
      await subscribe(secondProcess, '198.18.0.1'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 429]);
    const refused = answers[3];
    expect(refused?.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: apiMessages.tooManyWrites },
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(HOUR - 60);
    expect(await subscriberCount()).toBe(before + 3);
    // Another client still has its own share.
    expect((await subscribe(testApp.app, '198.18.0.2')).statusCode).toBe(201);
  });

  it('stop at the overall budget, however many addresses a flood comes from', async () => {
    const statuses: number[] = [];
    for (let client = 10; client < 20; client += 1) {
      const app = client % 2 === 0 ? testApp.app : secondProcess;
      statuses.push((await subscribe(app, `198.18.1.${client}`)).statusCode);
    }
    // Four of the overall eight went to the test above.
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
  });
});

describe('guest sessions, an anonymous write of Better Auth', () => {
  const guest = (clientIp: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/anonymous',
      headers: { 'x-forwarded-for': clientIp },
    });

  it('have their budget too', async () => {
    const statuses = [
      (await guest('198.18.2.1')).statusCode,
      (await guest('198.18.2.1')).statusCode,
      (await guest('198.18.2.1')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('count an IPv6 client by its /64: one subscriber, however many addresses it uses', async () => {
    const statuses = [
      (await guest('2001:db8:aa:1::1')).statusCode,
      (await guest('2001:db8:aa:1:ffff::2')).statusCode,
      (await guest('2001:db8:aa:1::3')).statusCode,
      (await guest('2001:db8:aa:2::1')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429, 200]);
  });
});
