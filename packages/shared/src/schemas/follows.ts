import { z } from 'zod';
import { organizationCardSchema } from './organizations.js';

/** `POST /api/users/me/follows`: the organization to follow, by id. */
export const followInputSchema = z.object({
  organizationId: z.uuid('Organization ids are UUIDs.'),
});
export type FollowInput = z.infer<typeof followInputSchema>;

/** `DELETE /api/users/me/follows/{organizationId}`. */
export const followParamsSchema = followInputSchema;

/** One organization the person follows, as their list shows it. */
export const followSchema = z.object({
  organization: organizationCardSchema,
  /** When they started following it (ISO 8601). */
  followedAt: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

/**
 * Everyone's own list, newest first. Only organizations that are public now are listed: one
 * unpublished or hidden since stays followed and comes back when it is public again.
 */
export const followListSchema = z.object({
  items: z.array(followSchema),
});
export type FollowList = z.infer<typeof followListSchema>;

/** What following or unfollowing left: whether the person follows the organization now. */
export const followStateSchema = z.object({
  organizationId: z.string(),
  following: z.boolean(),
});
export type FollowState = z.infer<typeof followStateSchema>;
