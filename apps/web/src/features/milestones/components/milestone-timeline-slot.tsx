import type { Milestone } from '@catalyst/shared';
import { lazy, Suspense } from 'react';

// The profile's first load carries no timeline code (its JavaScript budget is spent): the
// server renders the timeline whole, and the browser fetches its code only to hydrate it.
const MilestoneTimeline = lazy(async () => ({
  default: (await import('./milestone-timeline')).MilestoneTimeline,
}));

/** The profile's timeline, when the organization has one. */
export function MilestoneTimelineSlot({ milestones }: { milestones: readonly Milestone[] }) {
  if (milestones.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <MilestoneTimeline milestones={milestones} />
    </Suspense>
  );
}
