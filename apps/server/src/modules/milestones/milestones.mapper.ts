import { formatMilestoneDate, type Milestone } from '@catalyst/shared';
import type { TimelineRow } from './milestones.repository.js';

/** The API's milestone from its row: the date as it was given, a month or a day. */
export function toMilestone(row: TimelineRow): Milestone {
  return {
    id: row.id,
    date: formatMilestoneDate({ occurredOn: row.occurredOn, precision: row.datePrecision }),
    precision: row.datePrecision,
    title: row.title,
    description: row.description,
    link: row.link,
  };
}
