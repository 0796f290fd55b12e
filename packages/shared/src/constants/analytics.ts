/** The periods the owner's analytics compare, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The links of a profile whose clicks are counted. */
export const TRACKED_LINKS = ['website', 'linkedin', 'x', 'blog', 'apply'] as const;
export type TrackedLink = (typeof TRACKED_LINKS)[number];

export const trackedLinkLabels: Record<TrackedLink, string> = {
  website: 'Website',
  linkedin: 'LinkedIn',
  x: 'X',
  blog: 'Blog',
  apply: 'Apply links',
};

/** How long a profile may go unchanged before its owners are reminded to look at it. */
export const STALE_PROFILE_DAYS = 180;

/**
 * The most link clicks and views one client (an IPv4 address, an IPv6 /64) may report per
 * minute, across every server process (beacons are public).
 */
export const ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE = 60;

/** What the analytics beacons answer when refused. */
export const analyticsBeaconMessages = {
  roleNotOpen: 'roleId is not an open role of this organization.',
} as const;
