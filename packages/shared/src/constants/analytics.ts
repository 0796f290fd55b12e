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
