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

/**
 * A person's alert settings beyond each saved search's own: how often roles newly opened at
 * the organizations they follow are mailed (`GET|PUT /api/users/me/alert-settings`).
 */
export const FOLLOW_ALERTS_DEFAULT: SavedSearchAlerts = 'weekly';

export const alertMessages = {
  settingsSaved: 'Alert settings saved.',
  unsubscribeTitle: 'Unsubscribe from alerts',
  unsubscribeConfirm: 'Stop all alert emails',
  unsubscribed: 'You will get no more alert emails. Your saved searches and follows are kept.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in to manage your alerts.',
} as const;

/** How each alert frequency reads in a select: the same words for a search and for follows. */
export const savedSearchAlertLabels: Record<SavedSearchAlerts, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
};

/** What the directory's Save this search, its dialog and the alerts page say. */
export const savedSearchText = {
  save: 'Save this search',
  /** A guest's click: the sign-in page says why it opened. */
  signInToSave: 'Sign in or create an account to save searches and get alerts.',
  verifyToSaveTitle: 'Verify your email first',
  verifyToSave:
    'Saved searches and alerts are emailed to you, so we need to know the address is yours. Open the link we sent you, then save this search.',
  verifyEmail: 'Verify your email',
  dialogDescription:
    'We will email you when new organizations match this search. You can change or stop the alerts at any time.',
  nameLabel: 'Name (optional)',
  nameHint: (fallback: string) => `Leave it blank and we will call it ${fallback}.`,
  alertsLabel: 'Email alerts',
  submit: 'Save search',
  submitting: 'Saving...',
  saved: (name: string) => `“${name}” is saved.`,
  manage: 'Manage alerts',
  pageTitle: 'Saved searches and alerts',
  pageLead:
    'Choose how often we email you about new organizations that match your searches and new roles at the organizations you follow.',
  backToDashboard: 'Back to Dashboard',
  signInToManage: 'Please sign in to manage your alerts.',
  listTitle: 'Saved searches',
  listEmpty:
    'You have no saved searches yet. Search the directory and choose “Save this search” to hear about new organizations that match.',
  browseDirectory: 'Search the directory',
  count: (count: number) =>
    count === 1 ? 'You have 1 saved search.' : `You have ${count} saved searches.`,
  open: 'Open',
  alertsFor: (name: string) => `Email alerts for ${name}`,
  rename: 'Rename',
  renameTitle: 'Rename saved search',
  renameDescription: 'Leave the name blank and we will make one from the search.',
  nameField: 'Name',
  renameSubmit: 'Save name',
  renamed: (name: string) => `Renamed to “${name}”.`,
  deleteTitle: 'Delete this saved search?',
  deleteDescription: (name: string) =>
    `We will delete “${name}” and stop its alerts. You can save the search again at any time.`,
  deleted: (name: string) => `Deleted “${name}”.`,
  followsTitle: 'Followed organizations',
  followsDescription: 'How often we email you about new roles at the organizations you follow.',
  followsLabel: 'Email alerts for followed organizations',
  unsubscribeLead:
    'This stops every alert email: your saved searches and the organizations you follow. You can turn alerts back on from your dashboard at any time.',
  unsubscribing: 'Stopping...',
} as const;
