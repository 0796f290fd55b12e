import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';

const MINUTE = 60;

/**
 * How much account mail one address may receive in a window. Anyone may ask for a reset link,
 * a verification link or a sign-up to be sent to any address, so these limits bound what a
 * stranger can put in an inbox. They never refuse the request: whoever asks gets the answer
 * everyone gets, and an owner who asks after strangers spent the allowance already holds a
 * working link, since every link outlives the window it was sent in (reset links work for an
 * hour, verification links for a day; the newest mail is at most one window old).
 */
export const accountMailLimits = {
  'password-reset': { window: 15 * MINUTE, max: 3 },
  verification: { window: 15 * MINUTE, max: 3 },
  /** 'Someone tried to sign up with your address': one or two tell the owner enough. */
  'existing-account': { window: 60 * MINUTE, max: 2 },
  /**
   * A step-up code goes out only after the right password was typed, so only someone who
   * knows it spends this; it allows the owner a few retries while keeping a code valid.
   */
  'step-up': { window: 15 * MINUTE, max: 5 },
} as const satisfies Record<string, RateLimitRule>;

type AccountMail = keyof typeof accountMailLimits;

const kinds = Object.keys(accountMailLimits) as AccountMail[];

export function accountMailKey(kind: AccountMail, email: string): string {
  return `account-mail:${kind}:${email.trim().toLowerCase()}`;
}

/** Every counter an address can have, so deleting an account removes them all. */
export function accountMailKeys(email: string): string[] {
  return kinds.map((kind) => accountMailKey(kind, email));
}

/** Counted in the database (rate_limits), so every process shares the allowance. */
export function createAccountMailPacing(store: RateLimitStore) {
  return {
    /** Counts one mail of this kind to the address: false when its allowance is spent. */
    async allows(kind: AccountMail, email: string, now?: number): Promise<boolean> {
      const decision = await store.consume(
        accountMailKey(kind, email),
        accountMailLimits[kind],
        now,
      );
      return decision.allowed;
    },
  };
}

export type AccountMailPacing = ReturnType<typeof createAccountMailPacing>;
