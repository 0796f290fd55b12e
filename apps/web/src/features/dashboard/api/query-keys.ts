import { userQueryKeyRoot } from '@/features/auth/api/get-user-profile';

/**
 * The dashboard's queries live under the auth feature's user root (signing out removes them
 * all) and carry the user's id, so one person's data never shows for the next on this tab.
 */
export const dashboardKeys = {
  organizations: (userId: string) => [...userQueryKeyRoot, 'organizations', userId] as const,
  subscription: (userId: string, organizationId: string) =>
    [...userQueryKeyRoot, 'subscription', userId, organizationId] as const,
};
