import { userQueryKeyRoot } from '@/lib/query-keys';

/**
 * The saved searches' and alert settings' cache keys: a person's own, under the user root
 * (signing out removes them) and their id, so the next person on this tab never sees them.
 */
export const savedSearchKeys = {
  all: [...userQueryKeyRoot, 'saved-searches'] as const,
  list: (userId: string) => [...savedSearchKeys.all, userId] as const,
  alertSettings: (userId: string) => [...userQueryKeyRoot, 'alert-settings', userId] as const,
};
