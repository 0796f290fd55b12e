import { apiMessages } from '@catalyst/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { RateLimitRule, RateLimitStore } from '../lib/rate-limit/rate-limit-store.js';
import { requireAccess } from './session.js';

/**
 * Actions that cost real work elsewhere (re-encoding an image, a Stripe Checkout Session) or
 * write on every click (a follow), so one account may only take them so often: far above what
 * a person editing a profile, retrying a payment or browsing does, far below what a script
 * would.
 */
export const userActionLimits = {
  imageUpload: { window: 10 * 60, max: 60 },
  checkout: { window: 60 * 60, max: 20 },
  /** Following and unfollowing, together: a person browsing follows a few an hour. */
  follow: { window: 60 * 60, max: 300 },
  /** Saving, changing and deleting searches, together. */
  savedSearch: { window: 60 * 60, max: 120 },
  /** An administrator running scheduled jobs by hand: a few in a morning, never a loop. */
  jobRun: { window: 60 * 60, max: 30 },
} satisfies Record<string, RateLimitRule>;

export type UserAction = keyof typeof userActionLimits;

/**
 * An onRequest hook, so it runs before the body is read: a verified caller (401/403
 * otherwise, as everywhere), then one more use of their allowance for the action, counted in
 * the database so every process shares it.
 */
export function verifiedWithinLimit(store: RateLimitStore, action: UserAction) {
  return async (request: FastifyRequest) => {
    const { user } = await requireAccess(request, 'verified');
    await consumeUserAction(store, action, user.id);
  };
}

/** One more use of a person's allowance for an action, once who they are is known (429 past it). */
export async function consumeUserAction(
  store: RateLimitStore,
  action: UserAction,
  userId: string,
): Promise<void> {
  const decision = await store.consume(`${action}:user:${userId}`, userActionLimits[action]);
  if (!decision.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', apiMessages.tooManyRequests, undefined, {
      retryAfter: decision.retryAfter,
    });
  }
}
