import { z } from 'zod';
import { EMAIL_MAX } from '../constants/limits.js';
import { MEMBER_ROLES, teamMessages } from '../constants/team.js';

export const memberRoleSchema = z.enum(MEMBER_ROLES);

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  addedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/organizations/{id}/members: the people and the pending invitations. */
export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/organizations/{id}/invitations */
export const invitationInputSchema = z.strictObject({
  email: z.email({ error: 'Please enter a valid email address.' }).max(EMAIL_MAX).toLowerCase(),
  role: memberRoleSchema,
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** PUT /api/organizations/{id}/members/{userId} */
export const memberRoleInputSchema = z.strictObject({ role: memberRoleSchema });

/** GET /api/invitations/{token}: what the link leads to, before accepting. */
export const invitationPreviewSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  role: memberRoleSchema,
  invitedBy: z.string().nullable(),
  email: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'expired', 'revoked', 'accepted']),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, teamMessages.invitationNotFound),
});

/** POST /api/organizations/{id}/invitations: the new invitation (its link went by mail only). */
export const invitationCreatedSchema = z.object({ id: z.string() });

/** POST /api/invitations/{token}/accept */
export const invitationAcceptedSchema = z.object({ organizationId: z.string() });

/**
 * GET /api/users/me/invitations: a pending invitation sent to the signed-in person's verified
 * address, which they may accept without its link (the address is the proof).
 */
export const waitingInvitationSchema = z.object({
  id: z.string(),
  organization: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  role: memberRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type WaitingInvitation = z.infer<typeof waitingInvitationSchema>;

export const waitingInvitationParamsSchema = z.object({
  invitationId: z.uuid({ error: teamMessages.invitationNotFound }),
});

export const memberParamsSchema = z.object({
  id: z.uuid('Organization ids are UUIDs.'),
  userId: z.string().min(1).max(100),
});

export const invitationParamsSchema = z.object({
  id: z.uuid('Organization ids are UUIDs.'),
  invitationId: z.uuid({ error: teamMessages.invitationNotFound }),
});
