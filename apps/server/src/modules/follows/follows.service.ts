import { CARD_DESCRIPTION_MAX, followMessages, type FollowList } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import { excerpt } from '../../lib/excerpt.js';
import { toOrganizationCard } from '../organizations/index.js';
import type { FollowsRepository } from './follows.repository.js';

export function createFollowsService(repository: FollowsRepository) {
  return {
    /** Follows a listed organization; says whether the follow is new. */
    async follow(userId: string, organizationId: string): Promise<{ created: boolean }> {
      const outcome = await repository.follow(userId, organizationId);
      // Unlisted is unknown: whether an unpublished or hidden organization exists is not told.
      if (outcome === 'not-listed') throw new AppError('NOT_FOUND', followMessages.notFound);
      if (outcome === 'too-many') throw new AppError('CONFLICT', followMessages.tooMany);
      return { created: outcome === 'followed' };
    },

    unfollow: (userId: string, organizationId: string) =>
      repository.unfollow(userId, organizationId),

    async list(userId: string): Promise<FollowList> {
      const rows = await repository.list(userId);
      return {
        items: rows.map(({ followedAt, ...card }) => ({
          organization: toOrganizationCard({
            ...card,
            description: excerpt(card.description, CARD_DESCRIPTION_MAX),
          }),
          followedAt: followedAt.toISOString(),
        })),
      };
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
