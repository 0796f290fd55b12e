import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AdminGuestCode,
  apiMessages,
  type ApplyGuestCode,
  GUEST_CODE_GRANT_MONTHS,
  moderationMessages,
  organizationMessages,
  paymentMessages,
  type Subscription,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { clientSource } from '../../lib/client-source.js';
import { addMonths, DAY_MS } from '../../lib/calendar.js';
import { adminPage, adminPageWindow } from '../../lib/page-window.js';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { systemActor, type AuditActor } from '../audit/index.js';
import { assertMember } from '../organizations/index.js';
import type {
  GuestCodeSummary,
  GuestCodesRepository,
  GuestCodeWithRedemptions,
} from './guest-codes.repository.js';

/** Crockford's base32: no I, L, O or U, so a code read aloud or off paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'CAT';
/** 16 characters of 5 bits: 80 bits, far beyond guessing at the rate limit below. */
const BODY_LENGTH = 16;
const GROUP_LENGTH = 4;
const BODY_PATTERN = new RegExp(`^[${ALPHABET}]{${BODY_LENGTH}}$`);

/** Attempts per user and per address; every attempt counts, so guessing meets a ceiling. */
const GUEST_CODE_RATE_LIMIT: RateLimitRule = { window: 15 * 60, max: 10 };

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

/**
 * The moment a code given `day` (YYYY-MM-DD, UTC) as its last day stops working: the end of
 * that day. undefined when `day` is no date of the calendar (2026-02-30).
 */
export function expiryAfterDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1, date));
  const valid =
    start.getUTCFullYear() === year &&
    start.getUTCMonth() === month - 1 &&
    start.getUTCDate() === date;
  return valid ? new Date(start.getTime() + DAY_MS) : undefined;
}

export const GUEST_CODE_EXPIRY_INVALID = 'Expiry must be a date like 2026-12-31.';
export const GUEST_CODE_EXPIRY_PAST = 'Expiry must be today or a later day.';

/** A code as the admin console shows it: never the code or its hash. */
function toAdminGuestCode(code: GuestCodeWithRedemptions): AdminGuestCode {
  return {
    id: code.id,
    label: code.label,
    maxUses: code.maxUses,
    uses: code.uses,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    revokedAt: code.revokedAt?.toISOString() ?? null,
    createdAt: code.createdAt.toISOString(),
    redemptions: code.redemptions.map((redemption) => ({
      organizationId: redemption.organizationId,
      organizationName: redemption.organizationName,
      redeemedAt: redemption.redeemedAt.toISOString(),
    })),
  };
}

/** Code run on the server itself (an operator command, a script), not through the console. */
const SERVER_OPERATOR = systemActor('operator');

interface GuestCodeCreation {
  maxUses: number;
  expiresAt: Date | null;
  label: string | null;
  /** Why it is made, for the audit log. */
  reason: string;
}

interface CreatedGuestCode extends GuestCodeSummary {
  /** Shown once: only its hash is kept. */
  code: string;
}

interface GuestCodeCaller {
  userId: string;
  ip: string;
}

function invalidGuestCode(): AppError {
  return new AppError('BAD_REQUEST', paymentMessages.invalidGuestCode);
}

export function createGuestCodesService(deps: {
  repository: GuestCodesRepository;
  rateLimits: RateLimitStore;
  now?: () => Date;
}) {
  const { repository, rateLimits } = deps;
  const clock = deps.now ?? (() => new Date());

  async function assertWithinRateLimit(caller: GuestCodeCaller) {
    const decisions = await Promise.all([
      rateLimits.consume(`guest-code:user:${caller.userId}`, GUEST_CODE_RATE_LIMIT),
      rateLimits.consume(`guest-code:ip:${clientSource(caller.ip)}`, GUEST_CODE_RATE_LIMIT),
    ]);
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length > 0) {
      throw new AppError('TOO_MANY_REQUESTS', apiMessages.tooManyRequests, undefined, {
        retryAfter: Math.max(...refused.map((decision) => decision.retryAfter)),
      });
    }
  }

  /**
   * A new code (the command line's `create`, the admin console's), recorded in the audit
   * log as `by` made it: an administrator, or whoever runs code on the server itself.
   */
  async function create(
    input: GuestCodeCreation,
    by: AuditActor = SERVER_OPERATOR,
  ): Promise<CreatedGuestCode> {
    if (!Number.isInteger(input.maxUses) || input.maxUses < 1) {
      throw new RangeError('maxUses must be a positive whole number');
    }
    const code = generateGuestCode();
    const normalized = normalizeGuestCode(code);
    if (!normalized) throw new Error('a generated guest code must normalize');
    const id = randomUUID();
    const summary = await repository.insert(
      {
        id,
        codeHash: hashGuestCode(normalized),
        maxUses: input.maxUses,
        expiresAt: input.expiresAt,
        label: input.label,
      },
      {
        actor: by,
        action: 'guest_code.created',
        target: { type: 'guest_code', id, label: input.label },
        reason: input.reason,
        details: { maxUses: input.maxUses, expiresAt: input.expiresAt?.toISOString() ?? null },
      },
    );
    return { ...summary, code };
  }

  return {
    create,

    /** The admin console's form: its last valid day, if any, must be today or later. */
    async createFromConsole(
      input: {
        maxUses: number;
        expiresOn?: string | undefined;
        label?: string | undefined;
        reason: string;
      },
      by: AuditActor,
    ): Promise<{ code: string; guestCode: AdminGuestCode }> {
      let expiresAt: Date | null = null;
      if (input.expiresOn !== undefined) {
        expiresAt = expiryAfterDay(input.expiresOn) ?? null;
        if (!expiresAt) throw new AppError('VALIDATION_ERROR', GUEST_CODE_EXPIRY_INVALID);
        if (expiresAt <= clock()) throw new AppError('VALIDATION_ERROR', GUEST_CODE_EXPIRY_PAST);
      }
      const created = await create(
        { maxUses: input.maxUses, expiresAt, label: input.label || null, reason: input.reason },
        by,
      );
      const { code, ...summary } = created;
      return { code, guestCode: toAdminGuestCode({ ...summary, redemptions: [] }) };
    },

    list: () => repository.list(),

    async listPage(page: number) {
      const { codes, total } = await repository.listWithRedemptions(adminPageWindow(page));
      return adminPage(codes.map(toAdminGuestCode), total, page);
    },

    /** No further redemption, whatever uses and time it has left; the ones made stay. */
    async revoke(id: string, by: AuditActor, reason: string): Promise<AdminGuestCode> {
      const current = await repository.findWithRedemptions(id);
      if (!current) throw new AppError('NOT_FOUND', apiMessages.notFound);
      const outcome = await repository.revoke(id, clock(), {
        actor: by,
        action: 'guest_code.revoked',
        target: { type: 'guest_code', id, label: current.label },
        reason,
        details: { uses: current.uses, maxUses: current.maxUses },
      });
      if (outcome === 'gone') throw new AppError('NOT_FOUND', apiMessages.notFound);
      if (outcome === 'already-revoked') {
        throw new AppError('CONFLICT', moderationMessages.guestCodeRevoked);
      }
      const revoked = await repository.findWithRedemptions(id);
      if (!revoked) throw new AppError('NOT_FOUND', apiMessages.notFound);
      return toAdminGuestCode(revoked);
    },

    /**
     * Redeems a code for an unpublished organization the caller owns: a complimentary
     * subscription of GUEST_CODE_GRANT_MONTHS that publishes it at once. Every failure of the
     * code answers the same message, so codes cannot be probed.
     */
    async apply(caller: GuestCodeCaller, input: ApplyGuestCode): Promise<Subscription> {
      await assertWithinRateLimit(caller);
      const organization = assertMember(
        input.organizationId,
        await repository.findOrganization(input.organizationId, caller.userId),
        'owner',
      );
      if (organization.status === 'published') {
        throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
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
          throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
        case 'gone':
          throw new AppError('NOT_FOUND', organizationMessages.notFound(input.organizationId));
        case 'invalid':
          throw invalidGuestCode();
      }
    },
  };
}

export type GuestCodesService = ReturnType<typeof createGuestCodesService>;
