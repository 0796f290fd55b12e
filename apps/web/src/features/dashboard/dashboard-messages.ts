/**
 * The dashboard's own texts, as docs/product/rules-and-limits.md quotes them (and the Dashboard
 * screen); they belong in packages/shared's messages once the server needs them too.
 */
export const dashboardMessages = {
  noOrganizations: 'No organizations yet',
  organizationsLoadFailed: 'Failed to load your organizations. Please try again later.',
  noSubscriptions: 'No active subscriptions yet.',
  subscriptionsLoadFailed: 'Failed to load your subscriptions. Please try again later.',
  passwordUnavailable: (methods: string) =>
    `Password management is not available for accounts that sign in with ${methods}.`,
} as const;
