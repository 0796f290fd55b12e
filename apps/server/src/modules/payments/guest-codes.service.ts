import { createHash, randomBytes } from 'node:crypto';
import {
  GUEST_CODE_GRANT_MONTHS,
  messages,
  type ApplyGuestCode,
  type Subscription,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { clientSource } from '../../lib/client-source.js';
import { addMonths } from '../../lib/calendar.js';
import type { RateLimitRule, RateLimitStore } from '../auth/account-rate-limit.js';
import { assertOwner } from '../organizations/organization-access.js';
import type { GuestCodeSummary, GuestCodesRepository } from './guest-codes.repository.js';

/** Crockford's base32: no I, L, O or U, so a code read aloud or off paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'CAT';
/** 16 characters of 5 bits: 80 bits, far beyond guessing at the rate limit below. */
const BODY_LENGTH = 16;
const GROUP_LENGTH = 4;
const BODY_PATTERN = new RegExp(`^[${ALPHABET}]{${BODY_LENGTH}}$`);

/** Attempts per user and per address; every attempt counts, so guessing meets a ceiling. */
export const GUEST_CODE_RATE_LIMIT: RateLimitRule = { window: 15 * 60, max: 10 };

/** A new code, like CAT-7K3M-Q9ZD-X2HP-4RTB, from 80 random bits. */
export function generateGuestCode(): string {
  const bytes = randomBytes((BODY_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let body = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      body += ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  const groups = body.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g')) ?? [];
  return [PREFIX, ...groups].join('-');
}

/**
 * The code's 16 characters however it was typed: any case, with or without dashes, spaces
 * and the CAT prefix, and Crockford's look-alikes read as the digits they stand for (O as 0,
 * I and L as 1). undefined when it cannot be a code at all.
 */
export function normalizeGuestCode(input: string): string | undefined {
  let text = input.toUpperCase().replace(/[\s-]+/g, '');
  if (text.length === PREFIX.length + BODY_LENGTH && text.startsWith(PREFIX)) {
    text = text.slice(PREFIX.length);
  }
  text = text.replace(/O/g, '0').replace(/[IL]/g, '1');
  return BODY_PATTERN.test(text) ? text : undefined;
}

/** Only this is stored: a leaked table yields no usable code. */
export function hashGuestCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

export interface GuestCodeCreation {
  maxUses: number;
  expiresAt: Date | null;
  label: string | null;
}

export interface CreatedGuestCode extends GuestCodeSummary {
  /** Shown once: only its hash is kept. */
  code: string;
}

export interface GuestCodeCaller {
  userId: string;
  ip: string;
}

function invalidGuestCode(): AppError {
  return new AppError('BAD_REQUEST', messages.payments.invalidGuestCode);
}

export function createGuestCodesService(deps: {
  repository: GuestCodesRepository;
  rateLimits: RateLimitStore;
}) {
  const { repository, rateLimits } = deps;

  async function assertWithinRateLimit(caller: GuestCodeCaller) {
    const decisions = await Promise.all([
      rateLimits.consume(`guest-code:user:${caller.userId}`, GUEST_CODE_RATE_LIMIT),
      rateLimits.consume(`guest-code:ip:${clientSource(caller.ip)}`, GUEST_CODE_RATE_LIMIT),
    ]);
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length > 0) {
      throw new AppError('TOO_MANY_REQUESTS', messages.api.tooManyRequests, undefined, {
        retryAfter: Math.max(...refused.map((decision) => decision.retryAfter)),
      });
    }
  }

  return {
    /** An operator's new code (the command line's `create`). */
    async create(input: GuestCodeCreation): Promise<CreatedGuestCode> {
      if (!Number.isInteger(input.maxUses) || input.maxUses < 1) {
        throw new RangeError('maxUses must be a positive whole number');
      }
      const code = generateGuestCode();
      const normalized = normalizeGuestCode(code);
      if (!normalized) throw new Error('a generated guest code must normalize');
      const summary = await repository.insert({
        codeHash: hashGuestCode(normalized),
        maxUses: input.maxUses,
        expiresAt: input.expiresAt,
        label: input.label,
      });
      return { ...summary, code };
    },

    list: () => repository.list(),

    /**
     * Redeems a code for the caller's own unpublished organization: a complimentary
     * subscription of GUEST_CODE_GRANT_MONTHS that publishes it at once. Every failure of the
     * code answers the same message, so codes cannot be probed.
     */
    async apply(caller: GuestCodeCaller, input: ApplyGuestCode): Promise<Subscription> {
      await assertWithinRateLimit(caller);
      const organization = assertOwner(
        input.organizationId,
        await repository.findOrganization(input.organizationId),
        caller.userId,
      );
      if (organization.status === 'published') {
        throw new AppError('CONFLICT', messages.payments.alreadyPaid);
      }
      const normalized = normalizeGuestCode(input.code);
      if (!normalized) throw invalidGuestCode();

      const now = new Date();
      const grantEnd = addMonths(now, GUEST_CODE_GRANT_MONTHS);
      const outcome = await repository.redeem({
        codeHash: hashGuestCode(normalized),
        organizationId: input.organizationId,
        userId: caller.userId,
        now,
        grantEnd,
      });
      switch (outcome) {
        case 'redeemed':
          return {
            organizationId: input.organizationId,
            organizationName: organization.name,
            type: 'guest',
            status: 'paid',
            startDate: now.toISOString(),
            endDate: grantEnd.toISOString(),
            cancelAtPeriodEnd: true,
          };
        case 'already-published':
          throw new AppError('CONFLICT', messages.payments.alreadyPaid);
        case 'gone':
          throw new AppError('NOT_FOUND', messages.organization.notFound(input.organizationId));
        case 'invalid':
          throw invalidGuestCode();
      }
    },
  };
}

export type GuestCodesService = ReturnType<typeof createGuestCodesService>;
