import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { testPasswordHashLog2N } from '../config/env.js';
import { createWorkSlots } from './work-slots.js';

/**
 * scrypt at OWASP's minimum for it (N=2^17, r=8, p=1); Better Auth's default (N=2^14) is
 * below it. Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later without
 * breaking existing hashes.
 */
const COST = { N: 2 ** 17, r: 8, p: 1 } as const;

/**
 * The suites sign hundreds of people up and in, and at the real cost each check takes most of
 * a second of a shared CI core: under `NODE_ENV=test` alone they may lower N
 * (testPasswordHashLog2N). The same scrypt and code path; each hash records its cost as always.
 */
function hashCost(): { N: number; r: number; p: number } {
  const log2N = testPasswordHashLog2N();
  return log2N === undefined ? COST : { ...COST, N: 2 ** log2N };
}

const KEY_LENGTH = 64;
// scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that.
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * A hash costs a core for a fifth of a second and 128 MiB, on purpose. Unbounded, anyone
 * sending sign-in guesses as fast as they can would take every core and every thread of
 * libuv's pool (four by default), and public pages would wait behind them: their compressed
 * answers are made on that same pool. So hashes run one at a time, and past a short queue
 * further checks are refused at once (WorkSlotsFullError) rather than piled up.
 */
const hashing = createWorkSlots({ size: 1, maxWaiting: 10 });

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...cost, maxmem: MAX_MEMORY };
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = hashCost();
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('hex'), key.toString('hex')].join('$');
}

export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = input.hash.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await derive(input.password, Buffer.from(salt, 'hex'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
