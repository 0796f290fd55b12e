import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  apiMessages,
  authMessages,
  CHALLENGE_REQUIRED_CODE,
  moderationMessages,
  PROOF_OF_WORK_HEADER,
  proofOfWorkMessages,
} from '@catalyst/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import { challengeOf, solveProofOfWork } from '../../../test/proof-of-work.js';
import { buildApp } from '../../app.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { CHALLENGE_LIFETIME_SECONDS } from './proof-of-work.js';
import {
  publicWriteBudgets,
  withThresholdsAt,
  type PublicWrite,
  type PublicWriteBudgets,
} from './public-write-limit.js';

const HOUR = 60 * 60;
/** Tiny budgets, so that a test reaches them in a few requests: two per client, four overall. */
const SHARE = 2;
const THRESHOLD = 4;
const tiny = {
  perClient: { window: HOUR, max: SHARE },
  overall: { window: HOUR, max: THRESHOLD },
};
const budgets: PublicWriteBudgets = {
  newsletter: tiny,
  guestSession: tiny,
  signUp: tiny,
  accountMail: tiny,
  report: tiny,
};

/** A flood from many clients, each within its own share: an IPv4 address and IPv6 /64s. */
const floodClients = ['198.18.40.1', '2001:db8:40:1::1', '2001:db8:40:2::7', '2001:db8:40:3::1'];

let testApp: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let secondProcess: FastifyInstance;
/** Profiles to report: a client may report each once a day, and reports several here. */
const reportable: string[] = [];
let reports = 0;
let unverified: Member;
const logLines: Array<{ msg?: string; write?: string }> = [];
let newcomers = 0;

/** An address no request of this file has come from yet. */
function newcomer(): string {
  newcomers += 1;
  return `203.0.113.${newcomers}`;
}

async function forgetPublicWriteCounts() {
  await testApp.database.db.execute(sql`delete from rate_limits where key like 'public-write:%'`);
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as { msg?: string; write?: string });
      done();
    },
  });
  testApp = await buildTestApp({
    publicWriteBudgets: budgets,
    logger: { level: 'warn', stream: logStream },
  });
  secondProcess = await buildApp({
    config: testConfig(),
    db: testApp.database.db,
    authSecret: 'another-process-shares-only-the-database-0123',
    publicWriteBudgets: budgets,
  });
  for (let profile = 0; profile < 16; profile += 1) {
    reportable.push((await createOrganization(testApp.database.db, { status: 'published' })).id);
  }
  unverified = await signUpMember(testApp.app, testApp.database.db, { verified: false });
  await forgetPublicWriteCounts();
});

afterAll(async () => {
  await secondProcess?.close();
  await testApp?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

function post(
  url: string,
  clientIp: string,
  payload?: object,
  proof?: string,
  app: FastifyInstance = testApp.app,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'x-forwarded-for': clientIp, ...(proof ? { [PROOF_OF_WORK_HEADER]: proof } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const uniqueEmail = (name: string) => `${name}-${randomUUID()}@example.org`;

interface WriteUnderTest {
  name: string;
  write: PublicWrite;
  succeeded: number;
  /** How the endpoint words its 429. */
  tooMany: string;
  send(clientIp: string, proof?: string): Promise<LightMyRequestResponse>;
}

const writes: WriteUnderTest[] = [
  {
    name: 'guest sessions',
    write: 'guestSession',
    succeeded: 200,
    tooMany: authMessages.tooManyRequests,
    send: (clientIp, proof) => post('/api/auth/sign-in/anonymous', clientIp, undefined, proof),
  },
  {
    name: 'sign-ups',
    write: 'signUp',
    succeeded: 200,
    tooMany: authMessages.tooManyRequests,
    send: (clientIp, proof) =>
      post(
        '/api/auth/sign-up/email',
        clientIp,
        { email: uniqueEmail('flood'), password: 'a long passphrase 1', name: 'Flo Od' },
        proof,
      ),
  },
  {
    name: 'password reset mail',
    write: 'accountMail',
    succeeded: 200,
    tooMany: authMessages.tooManyRequests,
    send: (clientIp, proof) =>
      post(
        '/api/auth/request-password-reset',
        clientIp,
        { email: uniqueEmail('reset'), redirectTo: '/reset-password' },
        proof,
      ),
  },
  {
    name: 'newsletter sign-ups',
    write: 'newsletter',
    succeeded: 201,
    tooMany: apiMessages.tooManyWrites,
    send: (clientIp, proof) =>
      post('/api/newsletter', clientIp, { email: uniqueEmail('reader') }, proof),
  },
  {
    name: 'reports',
    write: 'report',
    succeeded: 201,
    tooMany: moderationMessages.reportTooMany,
    send: (clientIp, proof) => {
      reports += 1;
      const profile = reportable[reports % reportable.length];
      return post(`/api/organizations/${profile}/reports`, clientIp, { reason: 'spam' }, proof);
    },
  },
];

/** What a refusal for want of a proof says, in the endpoint's own envelope. */
function expectChallengeRequired(response: LightMyRequestResponse, write: PublicWrite) {
  expect(response.statusCode, response.body).toBe(428);
  const body = response.json() as { error?: { code: string; message: string } };
  const { code, message } = body.error ?? (body as unknown as { code: string; message: string });
  expect({ code, message }).toEqual({
    code: CHALLENGE_REQUIRED_CODE,
    message: proofOfWorkMessages.challengeRequired,
  });
  const challenge = challengeOf(body);
  expect(challenge.parameters.data).toEqual({ write });
  expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(
    Date.now() / 1000 + CHALLENGE_LIFETIME_SECONDS,
  );
  return challenge;
}

describe.each(writes)('$name, past the overall threshold', (write) => {
  beforeAll(forgetPublicWriteCounts);

  it('need no proof while the hour’s count is below the threshold', async () => {
    const statuses = [];
    for (const client of floodClients) statuses.push((await write.send(client)).statusCode);
    expect(statuses).toEqual(floodClients.map(() => write.succeeded));
  });

  it('ask a newcomer for a proof of work, and let it through with one solved', async () => {
    const refused = await write.send(newcomer());
    const challenge = expectChallengeRequired(refused, write.write);
    const proof = await solveProofOfWork(challenge);
    expect((await write.send(newcomer(), proof)).statusCode).toBe(write.succeeded);
  });

  it('accept each solution once', async () => {
    const proof = await solveProofOfWork(challengeOf((await write.send(newcomer())).json()));
    expect((await write.send(newcomer(), proof)).statusCode).toBe(write.succeeded);
    expectChallengeRequired(await write.send(newcomer(), proof), write.write);
  });

  it('still give each client its own share only: 429 with Retry-After, proof or not', async () => {
    const [client = ''] = floodClients;
    const proof = await solveProofOfWork(challengeOf((await write.send(newcomer())).json()));
    expect((await write.send(client, proof)).statusCode).toBe(write.succeeded);
    for (const again of [undefined, proof]) {
      const refused = await write.send(client, again);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(HOUR - 60);
      const body = refused.json() as { message?: string; error?: { message: string } };
      expect(body.error?.message ?? body.message).toBe(write.tooMany);
    }
  });
});

describe('a solution', () => {
  beforeAll(forgetPublicWriteCounts);

  it('holds only for the kind of write it was solved for', async () => {
    const signUps = writes.find((write) => write.write === 'signUp')!;
    for (const client of floodClients) {
      await signUps.send(client);
      await post('/api/newsletter', client, { email: uniqueEmail('heat') });
    }
    const forSignUp = await solveProofOfWork(challengeOf((await signUps.send(newcomer())).json()));
    expectChallengeRequired(
      await post('/api/newsletter', newcomer(), { email: uniqueEmail('r') }, forSignUp),
      'newsletter',
    );
  });

  it('is refused once its challenge has expired, or when anything in it was changed', async () => {
    const refused = await post('/api/newsletter', newcomer(), { email: uniqueEmail('r') });
    const proof = await solveProofOfWork(challengeOf(refused.json()));
    const tampered = JSON.parse(Buffer.from(proof, 'base64').toString()) as {
      challenge: { parameters: { cost: number } };
    };
    tampered.challenge.parameters.cost = 1;
    const tamperedProof = Buffer.from(JSON.stringify(tampered)).toString('base64');
    expectChallengeRequired(
      await post('/api/newsletter', newcomer(), { email: uniqueEmail('r') }, tamperedProof),
      'newsletter',
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CHALLENGE_LIFETIME_SECONDS + 1) * 1000);
    expectChallengeRequired(
      await post('/api/newsletter', newcomer(), { email: uniqueEmail('r') }, proof),
      'newsletter',
    );
  });

  it('is read by every process on the database, and spent in all of them at once', async () => {
    const refused = await post('/api/newsletter', newcomer(), { email: uniqueEmail('r') });
    const proof = await solveProofOfWork(challengeOf(refused.json()));
    const first = await post('/api/newsletter', newcomer(), { email: uniqueEmail('r') }, proof);
    expect(first.statusCode).toBe(201);
    const again = await post(
      '/api/newsletter',
      newcomer(),
      { email: uniqueEmail('r') },
      proof,
      secondProcess,
    );
    expect(again.statusCode).toBe(428);
  });

  it('lets an account’s verification mail be sent again when account mail is hot', async () => {
    await forgetPublicWriteCounts();
    const resets = writes.find((write) => write.write === 'accountMail')!;
    for (const client of floodClients) await resets.send(client);
    const resend = (proof?: string) =>
      unverified.browser.request({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: proof ? { [PROOF_OF_WORK_HEADER]: proof } : {},
      });
    const refused = await resend();
    expectChallengeRequired(refused, 'accountMail');
    const sent = await resend(await solveProofOfWork(challengeOf(refused.json())));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ data: { success: true } });
  });
});

describe('the budgets’ heat', () => {
  beforeAll(forgetPublicWriteCounts);

  it('is logged when a budget turns hot and when its hour is over, once across processes', async () => {
    logLines.length = 0;
    for (const client of floodClients) {
      await post('/api/newsletter', client, { email: uniqueEmail('h') }, undefined, secondProcess);
    }
    const proof = await solveProofOfWork(
      challengeOf((await post('/api/newsletter', newcomer(), { email: uniqueEmail('h') })).json()),
    );
    await post('/api/newsletter', newcomer(), { email: uniqueEmail('h') }, proof);
    const told = () => logLines.filter((line) => line.write === 'newsletter').map((l) => l.msg);
    expect(told()).toEqual(['public write budget is hot: proof of work required']);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (HOUR + 1) * 1000);
    const after = await post('/api/newsletter', newcomer(), { email: uniqueEmail('h') });
    expect(after.statusCode).toBe(201);
    expect(
      (await post('/api/newsletter', newcomer(), { email: uniqueEmail('h') })).statusCode,
    ).toBe(201);
    expect(told()).toEqual([
      'public write budget is hot: proof of work required',
      'public write budget has cooled: no proof of work required',
    ]);
  });
});

describe('newsletter sign-ups, an anonymous write', () => {
  beforeAll(forgetPublicWriteCounts);

  it('give each client its share, shared by every server process, then 429', async () => {
    const count = async () =>
      (
        await testApp.database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(newsletterSubscribers)
      )[0]?.count ?? 0;
    const before = await count();
    const subscribe = (app: FastifyInstance) =>
      post('/api/newsletter', '198.18.0.1', { email: uniqueEmail('reader') }, undefined, app);
    const answers = [
      await subscribe(testApp.app),
      await subscribe(secondProcess),
      await subscribe(testApp.app),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]?.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: apiMessages.tooManyWrites },
    });
    expect(await count()).toBe(before + 2);
  });
});

describe('guest sessions, an anonymous write of Better Auth', () => {
  beforeAll(forgetPublicWriteCounts);

  it('count an IPv6 client by its /64: one subscriber, however many addresses it uses', async () => {
    const guest = (clientIp: string) => post('/api/auth/sign-in/anonymous', clientIp);
    const statuses = [
      (await guest('2001:db8:aa:1::1')).statusCode,
      (await guest('2001:db8:aa:1:ffff::2')).statusCode,
      (await guest('2001:db8:aa:1::3')).statusCode,
      (await guest('2001:db8:aa:2::1')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429, 200]);
  });
});

describe('PROOF_OF_WORK_THRESHOLD_PERCENT', () => {
  it('scales every overall threshold and leaves each client’s share as it is', () => {
    expect(withThresholdsAt(50).signUp).toEqual({
      perClient: publicWriteBudgets.signUp.perClient,
      overall: { window: HOUR, max: 500 },
    });
    expect(Object.values(withThresholdsAt(0)).map((budget) => budget.overall.max)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
