/** A milestone's title and text, as the profile's timeline prints them. */
export const MILESTONE_TITLE_MAX = 120;
export const MILESTONE_DESCRIPTION_MAX = 500;
/** Enough for any organization's story, bounded so the profile stays one page. */
export const MILESTONES_PER_ORGANIZATION_MAX = 50;
/** The earliest year a milestone may be dated: older dates are typing mistakes, not history. */
export const MILESTONE_EARLIEST_YEAR = 1800;

export const MILESTONE_PRECISIONS = ['month', 'day'] as const;
export type MilestonePrecision = (typeof MILESTONE_PRECISIONS)[number];

export const milestoneMessages = {
  dateInvalid: 'Please give the date as a month (YYYY-MM) or a day (YYYY-MM-DD) that exists.',
  dateTooEarly: `Please give a date from ${MILESTONE_EARLIEST_YEAR} on.`,
  dateInFuture: 'A milestone is something that has happened: please give a date up to today.',
  titleRequired: 'Please give the milestone a title.',
  titleTooLong: `Please keep the title to ${MILESTONE_TITLE_MAX} characters.`,
  descriptionTooLong: `Please keep the text to ${MILESTONE_DESCRIPTION_MAX} characters.`,
  linkInvalid: 'Please enter a full https:// link.',
  notFound: 'This milestone was not found.',
  tooMany: `An organization can have at most ${MILESTONES_PER_ORGANIZATION_MAX} milestones. Delete one to add another.`,
  orderMismatch:
    'The order must list each of the organization’s milestones exactly once. Reload and try again.',
  timelineTitle: 'Milestones',
} as const;
