import type { Database } from '../../db/client.js';
import { createBackoffRepository, type CounterUpdate } from './attempt-backoff.repository.js';

/** How failed attempts against one subject (a client, an account) slow the next ones. */
export interface BackoffRule {
  /** Failures allowed before any wait: more than a person mistyping ever makes. */
  freeFailures: number;
  /** Seconds to wait after the first failure beyond them; it doubles with each further one. */
  firstDelay: number;
  /** The longest wait, in seconds. */
  maxDelay: number;
  /** Seconds without a new attempt after which the failures are forgotten. */
  forgetAfter: number;
}

export interface BackoffDecision {
  allowed: boolean;
  /** Seconds until an attempt is allowed again; 0 when allowed. */
  retryAfter: number;
}

/** Seconds an attempt must wait after `failures` failures. */
export function backoffDelay(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(rule.maxDelay, rule.firstDelay * 2 ** doublings);
}

/**
 * Back-off counters in the rate_limits table (attempt-backoff.repository.ts), so every server
 * process shares them. A row keeps the failure count and, in `last_request`, the moment they
 * will be forgotten: the last attempt plus `forgetAfter`. The last attempt, and so the wait,
 * follow from both, and Better Auth's pruning of rows whose `last_request` has passed only
 * ever removes forgotten counters.
 *
 * An attempt is counted as a failure when it is let through (`reserve`), before the password
 * is checked: a burst of parallel guesses cannot all slip through while the first is still
 * being hashed. A success or a request that never reached the check gives it back.
 */
export function createBackoffStore(db: Database) {
  const counters = createBackoffRepository(db);
  return {
    async reserve(key: string, rule: BackoffRule, now = Date.now()): Promise<BackoffDecision> {
      return counters.updateCounter(key, (counter): CounterUpdate<BackoffDecision> => {
        const remembered = counter.forgetAt > now;
        const failures = remembered ? counter.count : 0;
        const lastAttemptAt = counter.forgetAt - rule.forgetAfter * 1000;
        const allowedAt = remembered ? lastAttemptAt + backoffDelay(rule, failures) * 1000 : 0;
        if (now < allowedAt) {
          const retryAfter = Math.max(1, Math.ceil((allowedAt - now) / 1000));
          return { answer: { allowed: false, retryAfter } };
        }
        return {
          answer: { allowed: true, retryAfter: 0 },
          store: { count: failures + 1, forgetAt: now + rule.forgetAfter * 1000 },
        };
      });
    },

    /** Takes back one reserved attempt (it succeeded, or never reached the check). */
    async refund(key: string, now = Date.now()): Promise<void> {
      await counters.takeBackOne(key, now);
    },

    async clear(keys: string[]): Promise<void> {
      await counters.deleteCounters(keys);
    },
  };
}

export type BackoffStore = ReturnType<typeof createBackoffStore>;
