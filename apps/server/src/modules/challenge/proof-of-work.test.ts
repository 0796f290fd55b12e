import { PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveProofOfWork } from '../../../test/proof-of-work.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createRateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { challengeDifficulty, difficultyLevel } from './challenge-difficulty.js';
import { CHALLENGE_LIFETIME_SECONDS, createProofOfWork, proofOfWorkIn } from './proof-of-work.js';

const SECRET = 'an-auth-secret-for-these-tests-0123456789';
const EASY = { cost: 10, attempts: { min: 5, max: 20 } };

let database: DatabaseHandle;
let clock = Date.now();

function proofOfWork(authSecret = SECRET) {
  return createProofOfWork({
    authSecret,
    store: createRateLimitStore(database.db),
    now: () => clock,
  });
}

interface Proof {
  challenge: ProofOfWorkChallenge;
  solution: { counter: number; derivedKey: string };
}

/** A payload with one part of it changed, as someone trying to cheat would send it. */
function altered(header: string, change: (proof: Proof) => void): string {
  const proof = JSON.parse(Buffer.from(header, 'base64').toString()) as Proof;
  change(proof);
  return Buffer.from(JSON.stringify(proof)).toString('base64');
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('proof-of-work challenges', () => {
  it('accept a solution once, in every process that shares the database', async () => {
    const issued = await proofOfWork().issue('signUp', EASY);
    const header = await solveProofOfWork(issued);
    expect(await proofOfWork().redeem('signUp', header)).toBe('redeemed');
    expect(await proofOfWork().redeem('signUp', header)).toBe('spent');
  });

  it('are signed with the auth secret: another deployment’s are refused', async () => {
    const foreign = await proofOfWork('another-deployment-secret-0123456789').issue('signUp', EASY);
    expect(await proofOfWork().redeem('signUp', await solveProofOfWork(foreign))).toBe('invalid');
  });

  it('hold only for the kind of write they were issued for', async () => {
    const header = await solveProofOfWork(await proofOfWork().issue('newsletter', EASY));
    expect(await proofOfWork().redeem('signUp', header)).toBe('other-write');
    // Relabelled, the signature no longer matches.
    const relabelled = altered(header, (proof) => {
      proof.challenge.parameters.data = { write: 'signUp' };
    });
    expect(await proofOfWork().redeem('signUp', relabelled)).toBe('invalid');
    expect(await proofOfWork().redeem('newsletter', header)).toBe('redeemed');
  });

  it('expire after a few minutes', async () => {
    const header = await solveProofOfWork(await proofOfWork().issue('report', EASY));
    const issuedAt = clock;
    clock += (CHALLENGE_LIFETIME_SECONDS + 1) * 1000;
    try {
      expect(await proofOfWork().redeem('report', header)).toBe('expired');
    } finally {
      clock = issuedAt;
    }
  });

  it('refuse a solution that was not worked out, or a challenge made easier', async () => {
    const issued = await proofOfWork().issue('accountMail', EASY);
    const header = await solveProofOfWork(issued);
    const guessed = altered(header, (proof) => {
      proof.solution.counter += 1;
      proof.solution.derivedKey = proof.solution.derivedKey.replace(/^./, (digit) =>
        digit === '0' ? '1' : '0',
      );
    });
    expect(await proofOfWork().redeem('accountMail', guessed)).toBe('invalid');
    const cheaper = altered(header, (proof) => {
      proof.challenge.parameters.cost = 1;
    });
    expect(await proofOfWork().redeem('accountMail', cheaper)).toBe('invalid');
    const longer = altered(header, (proof) => {
      proof.challenge.parameters.expiresAt += 3600;
    });
    expect(await proofOfWork().redeem('accountMail', longer)).toBe('invalid');
  });

  it('call anything else malformed', async () => {
    for (const header of [undefined, '', 'not base64 at all', 'e30=', 'A'.repeat(5000)]) {
      expect(await proofOfWork().redeem('guestSession', header)).toBe('malformed');
    }
  });

  it('arrive in the X-Altcha header, from Node’s headers or fetch’s', () => {
    expect(PROOF_OF_WORK_HEADER).toBe('X-Altcha');
    expect(proofOfWorkIn({ 'x-altcha': 'abc' })).toBe('abc');
    expect(proofOfWorkIn(new Headers({ 'X-Altcha': 'abc' }))).toBe('abc');
    expect(proofOfWorkIn({})).toBeUndefined();
    expect(proofOfWorkIn(undefined)).toBeUndefined();
  });
});

describe('the difficulty', () => {
  it('doubles as the hour’s count doubles past the threshold, up to four levels', () => {
    const threshold = 1_000;
    expect(
      [999, 1_000, 1_999, 2_000, 4_000, 8_000, 80_000].map((count) =>
        difficultyLevel(count, threshold),
      ),
    ).toEqual([0, 0, 0, 1, 2, 3, 3]);
    const expected = (count: number) => {
      const { cost, attempts } = challengeDifficulty(count, threshold);
      return (cost * (attempts.min + attempts.max)) / 2;
    };
    expect(expected(1_000)).toBe(500_000);
    expect(expected(2_000)).toBe(1_000_000);
    expect(expected(4_000)).toBe(2_000_000);
    expect(expected(8_000)).toBe(4_000_000);
  });

  it('counts a threshold of 0 (a proof for every write) as 1', () => {
    expect([0, 1, 2, 4, 8].map((count) => difficultyLevel(count, 0))).toEqual([0, 0, 1, 2, 3]);
  });
});
