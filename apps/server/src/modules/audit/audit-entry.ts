import type { AuditAction, AuditActorKind, AuditTargetType } from '@catalyst/shared';

/** Who did it, as they were at the time: an address can change, the record does not. */
export interface AuditActor {
  kind: AuditActorKind;
  id: string | null;
  /** A person's address (administrator, owner or member); the name of the system part that acted. */
  label: string;
}

/** One row of the audit log: who, what, to what, why, and what else is worth keeping. */
export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string | null };
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * A signed-in person acting: an administrator in the console, an owner on their profile, a
 * member joining or leaving a team.
 */
export interface ActingUser {
  id: string;
  email: string;
}

export function adminActor(user: ActingUser): AuditActor {
  return { kind: 'admin', id: user.id, label: user.email };
}

export function ownerActor(user: ActingUser): AuditActor {
  return { kind: 'owner', id: user.id, label: user.email };
}

/** Someone acting for themselves in a team (accepting, leaving), whatever their role in it. */
export function memberActor(user: ActingUser): AuditActor {
  return { kind: 'member', id: user.id, label: user.email };
}

export function systemActor(label: string): AuditActor {
  return { kind: 'system', id: null, label };
}

/** What billing does by itself: cancellations and refunds nobody asked for by hand. */
export const BILLING_ACTOR = systemActor('billing');
