import { userQueryKeyRoot } from '@/lib/query-keys';

/**
 * The follows' cache keys. A person's follows are theirs alone: under the user root (signing
 * out removes them) and their id, so the next person on this tab never sees them.
 */
export const followKeys = {
  all: [...userQueryKeyRoot, 'follows'] as const,
  list: (userId: string) => [...followKeys.all, userId] as const,
};
