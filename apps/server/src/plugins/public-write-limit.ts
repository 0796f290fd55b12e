import { apiMessages, REPORTS_PER_CLIENT_PER_HOUR } from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { clientSource } from '../lib/client-source.js';
import type {
  RateLimitDecision,
  RateLimitRule,
  RateLimitStore,
} from '../modules/auth/account-rate-limit.js';

const HOUR = 60 * 60;

/** A write anyone may make without an account, and the two budgets it draws on. */
export interface PublicWriteBudget {
  /** Per client source (an IPv4 address, an IPv6 /64): one sender's share. */
  perClient: RateLimitRule;
  /**
   * Across all clients: a ceiling for a flood from many addresses, so a botnet cannot fill
   * the database or send mail without end while each address stays under its own share.
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

export function createPublicWriteLimiter(
  store: RateLimitStore,
  budgets: PublicWriteBudgets = publicWriteBudgets,
) {
  async function consumeAs(write: PublicWrite, client: string | undefined) {
    const budget = budgets[write];
    if (client) {
      const own = await store.consume(`public-write:${write}:client:${client}`, budget.perClient);
      if (!own.allowed) return own;
    }
    return store.consume(`public-write:${write}:all`, budget.overall);
  }

  return {
    /**
     * Counts one write from this client. The client's share is checked first, so one noisy
     * sender spends its own share, not everyone's.
     */
    consume(write: PublicWrite, clientIp: string | undefined): Promise<RateLimitDecision> {
      return consumeAs(write, clientIp === undefined ? undefined : clientSource(clientIp));
    },

    /**
     * The same, for a client the caller has already reduced to a key of its own (a keyed
     * hash of its source), so not even the counter's key holds the address.
     */
    consumeForClientKey(write: PublicWrite, clientKey: string): Promise<RateLimitDecision> {
      return consumeAs(write, clientKey);
    },
  };
}

export type PublicWriteLimiter = ReturnType<typeof createPublicWriteLimiter>;

/** A preHandler for a public write route: one more write from this client, or a 429. */
export function withinPublicWriteBudget(limiter: PublicWriteLimiter, write: PublicWrite) {
  return async (request: FastifyRequest) => {
    const decision = await limiter.consume(write, request.ip);
    if (!decision.allowed) {
      throw new AppError('TOO_MANY_REQUESTS', apiMessages.tooManyWrites, undefined, {
        retryAfter: decision.retryAfter,
      });
    }
  };
}
