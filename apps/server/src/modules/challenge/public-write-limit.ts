import {
  apiMessages,
  CHALLENGE_REQUIRED_CODE,
  proofOfWorkMessages,
  REPORTS_PER_CLIENT_PER_HOUR,
  type ProofOfWorkChallenge,
} from '@catalyst/shared';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { clientSource } from '../../lib/client-source.js';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { tooManyRequests } from '../../lib/rate-limit/too-many-requests.js';
import { challengeDifficulty, difficultyLevel } from './challenge-difficulty.js';
import { proofOfWorkIn, type ProofOfWork } from './proof-of-work.js';

const HOUR = 60 * 60;

/** A write anyone may make without an account, and the two budgets it draws on. */
export interface PublicWriteBudget {
  /** Per client source (an IPv4 address, an IPv6 /64): one sender's share, then 429. */
  perClient: RateLimitRule;
  /**
   * Across all clients, how many go through as they are. Past `max` in the window, each write
   * needs a proof of work: a flood from many addresses, each within its own share, pays for
   * every write beyond it, and a newcomer is never refused for what others spent.
   */
  overall: RateLimitRule;
}

/**
 * Every anonymous write, with budgets far above what people do and far below what a script
 * does. Counted in the database, so every server process draws on the same budget.
 */
export const publicWriteBudgets = {
  newsletter: { perClient: { window: HOUR, max: 10 }, overall: { window: HOUR, max: 1_000 } },
  /** A guest session makes a user row; visitors get one silently. */
  guestSession: { perClient: { window: HOUR, max: 60 }, overall: { window: HOUR, max: 20_000 } },
  /** A sign-up makes a user row and sends a verification mail. */
  signUp: { perClient: { window: HOUR, max: 20 }, overall: { window: HOUR, max: 1_000 } },
  /** Password-reset and verification mail, which anyone can ask to be sent. */
  accountMail: { perClient: { window: HOUR, max: 20 }, overall: { window: HOUR, max: 2_000 } },
  /** A report of a profile, which anyone may send and a moderator reads. */
  report: {
    perClient: { window: HOUR, max: REPORTS_PER_CLIENT_PER_HOUR },
    overall: { window: HOUR, max: 2_000 },
  },
} satisfies Record<string, PublicWriteBudget>;

export type PublicWrite = keyof typeof publicWriteBudgets;
export type PublicWriteBudgets = Record<PublicWrite, PublicWriteBudget>;

/** The budgets with every overall threshold at `percent` of its value (0: always a proof). */
export function withThresholdsAt(
  percent: number,
  budgets: PublicWriteBudgets = publicWriteBudgets,
): PublicWriteBudgets {
  const scaled = Object.entries(budgets).map(([write, budget]) => [
    write,
    {
      ...budget,
      overall: { ...budget.overall, max: Math.round((budget.overall.max * percent) / 100) },
    },
  ]);
  return Object.fromEntries(scaled) as PublicWriteBudgets;
}

type PublicWriteDecision =
  | { allowed: true }
  /** This client's own share is spent. */
  | { allowed: false; retryAfter: number }
  /** Past the overall threshold, without a valid proof: this challenge is to be solved. */
  | { allowed: false; challenge: ProofOfWorkChallenge };

type PublicWriteRefusal = Exclude<PublicWriteDecision, { allowed: true }>;

export function createPublicWriteLimiter(deps: {
  store: RateLimitStore;
  proofOfWork: ProofOfWork;
  budgets?: PublicWriteBudgets | undefined;
  /** Where a budget turning hot, hotter or cool is told (at warn level). */
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}) {
  const { store, proofOfWork, log } = deps;
  const budgets = deps.budgets ?? publicWriteBudgets;
  const overallKey = (write: PublicWrite) => `public-write:${write}:all`;

  async function challenge(write: PublicWrite, counted: number): Promise<PublicWriteRefusal> {
    const difficulty = challengeDifficulty(counted, budgets[write].overall.max);
    return { allowed: false, challenge: await proofOfWork.issue(write, difficulty) };
  }

  async function redeemed(write: PublicWrite, proof: string | undefined): Promise<boolean> {
    return (await proofOfWork.redeem(write, proof)) === 'redeemed';
  }

  /** Told once per window across all processes: only one request sees each count. */
  function noteCount(write: PublicWrite, count: number): void {
    const threshold = budgets[write].overall.max;
    if (count === threshold + 1) {
      log?.warn({ write, threshold }, 'public write budget is hot: proof of work required');
    } else if (
      count > threshold + 1 &&
      difficultyLevel(count, threshold) > difficultyLevel(count - 1, threshold)
    ) {
      log?.warn(
        { write, threshold, count, level: difficultyLevel(count, threshold) },
        'public write budget is hotter: proof of work harder',
      );
    }
  }

  /** A window that ended over its threshold, told by the first request to see it ended. */
  async function noteCooled(write: PublicWrite, standing: { count: number; windowEnd: number }) {
    const first = await store.consume(`${overallKey(write)}:cooled:${standing.windowEnd}`, {
      window: HOUR,
      max: 1,
    });
    if (first.allowed) {
      const threshold = budgets[write].overall.max;
      log?.warn(
        { write, threshold, count: standing.count },
        'public write budget has cooled: no proof of work required',
      );
    }
  }

  /**
   * The overall count is looked at before anything is counted: a write refused for want of a
   * proof counts against no budget, so the person's retry with one is not charged twice, and
   * only writes that go through (by proof, past the threshold) raise the difficulty; a flood
   * of unsolved requests cannot make everyone's work harder for free.
   */
  async function consumeAs(
    write: PublicWrite,
    client: string | undefined,
    proof: string | undefined,
  ): Promise<PublicWriteDecision> {
    const budget = budgets[write];
    const now = Date.now();
    const standing = await store.peek(overallKey(write));
    const windowOver = standing.windowEnd <= now;
    if (windowOver && standing.count > budget.overall.max) await noteCooled(write, standing);
    const counted = windowOver ? 0 : standing.count;

    const ownKey = client && `public-write:${write}:client:${client}`;
    const needsProof = counted >= budget.overall.max;
    if (needsProof) {
      // A client past its own share hears so first: no work it does would help.
      const own = ownKey ? await store.peek(ownKey) : undefined;
      if (own && own.windowEnd > now && own.count >= budget.perClient.max) {
        return { allowed: false, retryAfter: Math.max(1, Math.ceil((own.windowEnd - now) / 1000)) };
      }
      if (!(await redeemed(write, proof))) return challenge(write, counted);
    }
    if (ownKey) {
      const own = await store.consume(ownKey, budget.perClient, now);
      if (!own.allowed) return { allowed: false, retryAfter: own.retryAfter };
    }
    const overall = await store.consume(overallKey(write), budget.overall, now);
    noteCount(write, overall.count);
    // Others may have passed the threshold between the look and the count.
    if (overall.allowed || needsProof || (await redeemed(write, proof))) return { allowed: true };
    return challenge(write, overall.count - 1);
  }

  return {
    /**
     * Counts one write from this client. The client's share is checked first, so one noisy
     * sender spends its own share, not everyone's; past the overall threshold the write
     * needs `proof`, the solved challenge a refusal handed out.
     */
    consume(
      write: PublicWrite,
      clientIp: string | undefined,
      proof?: string,
    ): Promise<PublicWriteDecision> {
      return consumeAs(write, clientIp === undefined ? undefined : clientSource(clientIp), proof);
    },

    /**
     * The same, for a client the caller has already reduced to a key of its own (a keyed
     * hash of its source), so not even the counter's key holds the address.
     */
    consumeForClientKey(
      write: PublicWrite,
      clientKey: string,
      proof?: string,
    ): Promise<PublicWriteDecision> {
      return consumeAs(write, clientKey, proof);
    },
  };
}

export type PublicWriteLimiter = ReturnType<typeof createPublicWriteLimiter>;

/** A refusal as the API answers it: 428 with the challenge, or 429 with `tooMany`. */
export function publicWriteRefusal(
  refusal: PublicWriteRefusal,
  tooMany: string = apiMessages.tooManyWrites,
): AppError {
  if ('challenge' in refusal) {
    return new AppError('CHALLENGE_REQUIRED', proofOfWorkMessages.challengeRequired, {
      challenge: refusal.challenge,
    });
  }
  return new AppError('TOO_MANY_REQUESTS', tooMany, undefined, {
    retryAfter: refusal.retryAfter,
  });
}

/** The same refusal as Better Auth's endpoints answer: flat, `{ code, message, details }`. */
export function publicWriteAuthRefusal(refusal: PublicWriteRefusal): APIError {
  if ('challenge' in refusal) {
    return new APIError('PRECONDITION_REQUIRED', {
      code: CHALLENGE_REQUIRED_CODE,
      message: proofOfWorkMessages.challengeRequired,
      details: { challenge: refusal.challenge },
    });
  }
  return tooManyRequests(refusal.retryAfter);
}

/** A preHandler for a public write route: one more write from this client, or a refusal. */
export function withinPublicWriteBudget(limiter: PublicWriteLimiter, write: PublicWrite) {
  return async (request: FastifyRequest) => {
    const decision = await limiter.consume(write, request.ip, proofOfWorkIn(request.headers));
    if (!decision.allowed) throw publicWriteRefusal(decision);
  };
}
