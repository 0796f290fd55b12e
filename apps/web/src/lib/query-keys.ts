/**
 * Cache keys several features share. Queries about the signed-in user live under one root, so
 * signing out removes them all, and carry the user's id, so one person's data never shows for
 * the next on this tab.
 */
export const userQueryKeyRoot = ['users'] as const;

/** The signed-in user's organizations and their subscriptions (the dashboard lists both). */
export const dashboardKeys = {
  organizations: (userId: string) => [...userQueryKeyRoot, 'organizations', userId] as const,
  subscription: (userId: string, organizationId: string) =>
    [...userQueryKeyRoot, 'subscription', userId, organizationId] as const,
};
