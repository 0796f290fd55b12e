// The analytics page's words, apart from the constants the public profile loads: they load
// with that page only.

/** The words of the analytics page and of the profile's freshness line, in one place. */
export const analyticsMessages = {
  pageTitle: 'Analytics',
  periodLabel: (days: number) => `Last ${days} days`,
  views: 'Profile views',
  viewsHint: 'Each visitor counts once a day, so this is also the number of daily visitors.',
  embedViews: 'Views from your embeds',
  embedViewsHint:
    'Visitors who came from the roles list or badge on your own site, to your profile or a role page.',
  feedViews: 'Views from feeds',
  feedViewsHint:
    'Visitors who came from an entry of a roles or directory feed, to your profile or a role page.',
  /** The per-day table's short headings for the two. */
  embedViewsColumn: 'From embeds',
  feedViewsColumn: 'From feeds',
  appearances: 'Appearances in the directory',
  clicks: 'Link clicks',
  newFollowers: 'New followers',
  /** Under the new followers: how many follow now; never who. */
  followersNow: (count: number) =>
    count === 1
      ? '1 person follows this organization.'
      : `${count} people follow this organization.`,
  clicksByLink: 'Clicks by link',
  applyClicksByRole: 'Apply clicks by role',
  removedRole: 'A deleted role',
  viewsPerDay: 'Views per day',
  chartTitle: (days: number) => `Profile views per day, last ${days} days`,
  /** The change against the period before: "+12%", "−5%", "new" when there was nothing. */
  change: (current: number, previous: number): string => {
    if (previous === 0) return current === 0 ? '0%' : 'new';
    const percent = Math.round(((current - previous) / previous) * 100);
    if (percent > 0) return `+${percent}%`;
    if (percent < 0) return `−${Math.abs(percent)}%`;
    return '0%';
  },
  comparedWith: (days: number) => `vs the previous ${days} days`,
  download: 'Download CSV',
  empty: 'No visits yet in this period. Visits appear here within a minute.',
  loadFailed: 'Analytics could not be loaded. Please try again.',
  privacy:
    'Counted without cookies or personal data, once a day per visitor for each view, link and appearance. Bots and your team’s own visits are not counted.',
  link: 'Analytics',
} as const;
