/**
 * `node --import tsx apps/server/bench/payments.bench.ts`: the payment endpoints against
 * PostgreSQL through app.inject, with the real stripe SDK talking to the fake Stripe over
 * loopback HTTP, among 10,000 published organizations (BENCH_ORGANIZATIONS):
 * create-checkout-session, the checkout.session.completed webhook (first delivery and a
 * replay), the check of a paid session after the return from checkout, and apply-guest-code.
 * Prints p50/p99/max per operation. BENCH_DATABASE_URL names the server (default: the local
 * one); BENCH_ITERATIONS how many of each (200; apply-guest-code half as many).
 */
import type { CheckoutSession, CheckoutSessionStatus } from '@catalyst/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createRateLimitStore } from '../src/lib/rate-limit/rate-limit-store.js';
import { createGuestCodesRepository } from '../src/modules/payments/guest-codes.repository.js';
import { createGuestCodesService } from '../src/modules/payments/guest-codes.service.js';
import { testConfig } from '../test/build-test-app.js';
import { userActionLimits } from '../src/plugins/user-rate-limit.js';
import { createOrganization, signUpMember, type Member } from '../test/factories.js';
import {
  startFakeStripe,
  type FakeStripe,
  type SignedEvent,
} from '../test/stand-ins/fake-stripe.js';
import {
  BENCH_SECRET,
  createBenchDatabase,
  latencyRow,
  type BenchDatabase,
} from './bench-database.js';

const ORGANIZATIONS = Number(process.env['BENCH_ORGANIZATIONS'] ?? 10_000);
const ITERATIONS = Number(process.env['BENCH_ITERATIONS'] ?? 200);
const GUEST_CODE_ITERATIONS = Math.max(1, Math.round(ITERATIONS / 2));
const WARM_UP = 10;
// Its own database, so it can run beside the other benchmarks.
const DATABASE = 'catalyst_bench_payments';

type Operation =
  | 'create-checkout-session'
  | 'webhook checkout.session.completed'
  | 'webhook replay (duplicate)'
  | 'GET session/:id (paid)'
  | 'apply-guest-code';

/** Runs `request` and answers the response with its latency in milliseconds. */
async function measure(request: () => Promise<LightMyRequestResponse>) {
  const start = process.hrtime.bigint();
  const response = await request();
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  return { response, elapsed };
}

function expectStatus(operation: string, response: LightMyRequestResponse, expected: number) {
  if (response.statusCode !== expected) {
    throw new Error(`${operation} answered ${response.statusCode}: ${response.body}`);
  }
}

/** A distinct address per call (10.x.y.z), so the per-IP limits never meet twice. */
let addresses = 0;
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${(addresses & 255) + 1}`;
}

async function run(app: FastifyInstance, database: DatabaseHandle, fake: FakeStripe) {
  const db = database.db;
  const timings = new Map<Operation, number[]>();
  const record = (operation: Operation, elapsed: number, counted: boolean) => {
    if (!counted) return;
    const samples = timings.get(operation) ?? [];
    samples.push(elapsed);
    timings.set(operation, samples);
  };

  const rounds = WARM_UP + ITERATIONS;
  // One account may start only so many checkouts an hour: a new owner for each allowance.
  const pending: { owner: Member; organization: { id: string } }[] = [];
  let owner: Member | undefined;
  for (let index = 0; index < rounds; index += 1) {
    if (!owner || index % userActionLimits.checkout.max === 0) {
      owner = await signUpMember(app, db);
    }
    const organization = await createOrganization(db, {
      createdBy: owner.userId,
      status: 'pending',
      countryCode: 'IS',
      categories: ['education', 'nonprofit'],
    });
    pending.push({ owner, organization });
  }

  // 1. create-checkout-session: each owner's own pending organizations, one each.
  const sessions: { owner: Member; sessionId: string }[] = [];
  for (const [index, { owner, organization }] of pending.entries()) {
    const { response, elapsed } = await measure(() =>
      owner.browser.post('/api/payments/create-checkout-session', {
        organizationId: organization.id,
        plan: index % 2 === 0 ? 'monthly' : 'annual',
      }),
    );
    expectStatus('create-checkout-session', response, 200);
    record('create-checkout-session', elapsed, index >= WARM_UP);
    sessions.push({
      owner,
      sessionId: (response.json() as { data: CheckoutSession }).data.sessionId,
    });
  }

  // 2. The customer pays at Stripe; Stripe delivers checkout.session.completed, then again.
  const deliver = (event: SignedEvent): InjectOptions => ({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  const events: SignedEvent[] = [];
  for (const [index, { sessionId }] of sessions.entries()) {
    fake.completeCheckout(sessionId);
    const event = fake.events.checkoutSessionCompleted(sessionId);
    events.push(event);
    const { response, elapsed } = await measure(() => app.inject(deliver(event)));
    expectStatus('webhook', response, 200);
    record('webhook checkout.session.completed', elapsed, index >= WARM_UP);
  }
  for (const [index, event] of events.entries()) {
    const { response, elapsed } = await measure(() => app.inject(deliver(event)));
    expectStatus('webhook replay', response, 200);
    record('webhook replay (duplicate)', elapsed, index >= WARM_UP);
  }

  // 3. The check after the return from checkout, for sessions Stripe says are paid.
  for (const [index, { owner, sessionId }] of sessions.entries()) {
    const { response, elapsed } = await measure(() =>
      owner.browser.get(`/api/payments/session/${sessionId}`),
    );
    expectStatus('GET session', response, 200);
    if (!(response.json() as { data: CheckoutSessionStatus }).data.paid) {
      throw new Error(`session ${sessionId} is not paid`);
    }
    record('GET session/:id (paid)', elapsed, index >= WARM_UP);
  }

  // 4. apply-guest-code: codes made as the operator's command makes them; a user and an
  // address of their own per call, since both are limited to 10 attempts per 15 minutes.
  const operator = createGuestCodesService({
    repository: createGuestCodesRepository(db),
    rateLimits: createRateLimitStore(db),
  });
  const guestRounds = WARM_UP + GUEST_CODE_ITERATIONS;
  const members: Member[] = [];
  for (let index = 0; index < guestRounds; index += 1) {
    members.push(await signUpMember(app, db));
  }
  const redemptions = [];
  for (const member of members) {
    const organization = await createOrganization(db, {
      createdBy: member.userId,
      status: 'pending',
      countryCode: 'PT',
      categories: ['education'],
    });
    const { code } = await operator.create({
      maxUses: 1,
      expiresAt: null,
      label: 'bench',
      reason: 'Made by the payments benchmark.',
    });
    redemptions.push({ member, organizationId: organization.id, code });
  }
  for (const [index, { member, organizationId, code }] of redemptions.entries()) {
    const { response, elapsed } = await measure(() =>
      member.browser.request({
        method: 'POST',
        url: '/api/payments/apply-guest-code',
        payload: { organizationId, code },
        headers: { 'x-forwarded-for': nextAddress() },
      }),
    );
    expectStatus('apply-guest-code', response, 200);
    record('apply-guest-code', elapsed, index >= WARM_UP);
  }

  return timings;
}

async function main() {
  const started = process.hrtime.bigint();
  const bench: BenchDatabase = await createBenchDatabase(DATABASE, ORGANIZATIONS);
  let fake: FakeStripe | undefined;
  let app: FastifyInstance | undefined;
  let timings: Map<Operation, number[]>;
  try {
    fake = await startFakeStripe();
    // The test configuration (TRUST_PROXY on, so X-Forwarded-For names the caller) with
    // Stripe pointed at the fake.
    const config = testConfig({ ...fake.env, DATABASE_URL: bench.url, LOG_LEVEL: 'silent' });
    app = await buildApp({ config, db: bench.handle.db, authSecret: BENCH_SECRET });
    await app.ready();

    timings = await run(app, bench.handle, fake);
  } finally {
    await app?.close();
    await fake?.close();
    await bench.close();
  }

  const rows = [...timings].map(([operation, samples]) => latencyRow(operation, samples));
  console.log(
    `payments through app.inject, PostgreSQL, stripe SDK to the fake Stripe on loopback, ${ORGANIZATIONS.toLocaleString('en')} published organizations`,
  );
  console.table(rows);
  const totalSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`total run time ${totalSeconds.toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
