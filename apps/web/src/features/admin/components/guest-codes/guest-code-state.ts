import type { AdminGuestCode } from '@catalyst/shared';

export type GuestCodeState = 'active' | 'revoked' | 'expired' | 'used-up';

/** Whether a code can still be redeemed, and if not, why not (the first reason that applies). */
export function guestCodeState(code: AdminGuestCode, now: Date = new Date()): GuestCodeState {
  if (code.revokedAt) return 'revoked';
  if (code.expiresAt && new Date(code.expiresAt).getTime() < now.getTime()) return 'expired';
  if (code.uses >= code.maxUses) return 'used-up';
  return 'active';
}
