/** How often a saved search's news is mailed: in the daily or weekly digest, or not at all. */
export const SAVED_SEARCH_ALERTS = ['daily', 'weekly', 'off'] as const;
export type SavedSearchAlerts = (typeof SAVED_SEARCH_ALERTS)[number];

/** Searches one person may keep: more than anyone follows closely, a bound on digest work. */
export const SAVED_SEARCHES_PER_USER_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 100;
/**
 * A directory address's query string: a search of 100 characters and 50 category ids fit
 * several times over; anything longer is not a directory address.
 */
export const SAVED_SEARCH_QUERY_MAX = 4000;

/** The name a search saved without one gets. */
export const ALL_ORGANIZATIONS_SEARCH_NAME = 'All organizations';

export const savedSearchMessages = {
  nameTooLong: `Please keep the name to ${SAVED_SEARCH_NAME_MAX} characters.`,
  queryTooLong: 'This is not a directory address: it is far too long.',
  alertsInvalid: 'Alerts must be daily, weekly or off.',
  duplicate: 'You have already saved this search.',
  tooMany: `You can save at most ${SAVED_SEARCHES_PER_USER_MAX} searches. Delete one to save another.`,
  notFound: 'This saved search was not found.',
} as const;
