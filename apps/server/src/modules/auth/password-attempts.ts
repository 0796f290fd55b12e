import { authMessages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { clientSource } from '../../lib/client-source.js';
import { busyWhenHashingIsBusy } from './auth-errors.js';
import type { BackoffDecision, BackoffRule, BackoffStore } from './attempt-backoff.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every check of a password someone typed (sign-in, change of password, the re-authentication
 * of account deletion) goes through these back-offs, so guessing stays slow whichever door is
 * used, while no stranger can lock an owner out:
 *
 * - the client source is slowed first and hardest: one machine guessing meets a wait that
 *   doubles to a quarter of an hour long before it has made a dent in any one account;
 * - an account is slowed only when guesses come from many sources at once. Its owner never
 *   waits for it: a trusted device (one that signed in to the account before) is measured
 *   on its own, and any other browser is not refused while the account's back-off holds but
 *   stepped up: the password is checked, and only if it is right a one-time code goes to the
 *   account's address, which signs that browser in (step-up-challenges.ts). The answer is the
 *   same whether the password was right or wrong, so the step-up gives guessers nothing;
 * - the right password, or a completed password reset, clears the account's count.
 */
export const passwordAttemptRules = {
  source: { freeFailures: 10, firstDelay: 1, maxDelay: 15 * MINUTE, forgetAfter: HOUR },
  account: { freeFailures: 20, firstDelay: 1, maxDelay: 30, forgetAfter: 15 * MINUTE },
  trustedDevice: { freeFailures: 10, firstDelay: 1, maxDelay: 15 * MINUTE, forgetAfter: HOUR },
} as const satisfies Record<string, BackoffRule>;

type Level = keyof typeof passwordAttemptRules;

interface AttemptDecision extends BackoffDecision {
  /** Which back-off refused the attempt: the client's source, the account, or the device. */
  refusedBy?: Level;
}

/**
 * `source` alone: the attempt of a step-up sign-in, made while the account's own back-off
 * holds. The client's source still pays for its guess; the account's count is left alone.
 */
interface AttemptScope {
  only?: 'source';
}

/** Who is trying which account's password. */
export interface PasswordAttemptSubject {
  /** The account's address, as typed: keys ignore case and surrounding spaces. */
  email: string;
  /** The client's address as the trusted proxy reports it; absent for in-process calls. */
  clientIp?: string | undefined;
  /** The id of a trusted-device cookie that was issued for this very account. */
  trustedDeviceId?: string | undefined;
}

export type AttemptOutcome =
  /** The password was right: the account's count is cleared. */
  | 'succeeded'
  /** The password was wrong: the attempt stays counted. */
  | 'failed'
  /** Nothing was checked (a malformed request, the hashing queue full): give it back. */
  | 'not-checked';

export function accountAttemptsKey(email: string): string {
  return `password-attempts:account:${email.trim().toLowerCase()}`;
}

function keysOf(
  subject: PasswordAttemptSubject,
  scope: AttemptScope = {},
): Array<{ level: Level; key: string }> {
  if (scope.only === 'source') {
    return subject.clientIp
      ? [{ level: 'source', key: `password-attempts:source:${clientSource(subject.clientIp)}` }]
      : [];
  }
  if (subject.trustedDeviceId) {
    return [{ level: 'trustedDevice', key: `password-attempts:device:${subject.trustedDeviceId}` }];
  }
  // The source first: while it waits, its guesses never reach the account's count.
  return [
    ...(subject.clientIp
      ? [
          {
            level: 'source' as const,
            key: `password-attempts:source:${clientSource(subject.clientIp)}`,
          },
        ]
      : []),
    { level: 'account', key: accountAttemptsKey(subject.email) },
  ];
}

export function createPasswordAttempts(store: BackoffStore) {
  return {
    /** Lets an attempt through (counting it as a failure until settled) or says how long to wait. */
    async begin(
      subject: PasswordAttemptSubject,
      scope: AttemptScope = {},
      now = Date.now(),
    ): Promise<AttemptDecision> {
      const reserved: string[] = [];
      for (const { level, key } of keysOf(subject, scope)) {
        const decision = await store.reserve(key, passwordAttemptRules[level], now);
        if (!decision.allowed) {
          await Promise.all(reserved.map((earlier) => store.refund(earlier, now)));
          return { ...decision, refusedBy: level };
        }
        reserved.push(key);
      }
      return { allowed: true, retryAfter: 0 };
    },

    async settle(
      subject: PasswordAttemptSubject,
      outcome: AttemptOutcome,
      scope: AttemptScope = {},
    ): Promise<void> {
      if (outcome === 'failed') return;
      const keys = keysOf(subject, scope);
      if (outcome === 'not-checked' || scope.only === 'source') {
        // A step-up's right password signs no one in yet: the account's count stays as it is.
        await Promise.all(keys.map(({ key }) => store.refund(key)));
        return;
      }
      // A source's guesses at other accounts stay counted; the account (whichever way it was
      // reached) and the device start afresh.
      const cleared = keys.filter(({ level }) => level !== 'source').map(({ key }) => key);
      await Promise.all([
        ...keys.filter(({ level }) => level === 'source').map(({ key }) => store.refund(key)),
        store.clear([...new Set([...cleared, accountAttemptsKey(subject.email)])]),
      ]);
    },

    /** A completed password reset, or the account's deletion: its failures are forgotten. */
    forgetAccount(email: string): Promise<void> {
      return store.clear([accountAttemptsKey(email)]);
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;

/**
 * One check of a password someone typed, through the back-offs: a wait answers 429, a full
 * hashing queue 503 (nothing was checked, so nothing is counted); else whether it matched.
 * For the doors of our own routes; Better Auth's go through its hooks (auth-hooks.ts).
 */
export async function checkPasswordAttempt(
  attempts: PasswordAttempts,
  subject: PasswordAttemptSubject,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const decision = await attempts.begin(subject);
  if (!decision.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManyRequests, undefined, {
      retryAfter: decision.retryAfter,
    });
  }
  let matches: boolean;
  try {
    matches = await busyWhenHashingIsBusy(check);
  } catch (error) {
    await attempts.settle(subject, 'not-checked');
    throw error;
  }
  await attempts.settle(subject, matches ? 'succeeded' : 'failed');
  return matches;
}
