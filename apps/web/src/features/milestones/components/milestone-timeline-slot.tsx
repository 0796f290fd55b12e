import type { Milestone } from '@catalyst/shared';
import { lazy, Suspense } from 'react';
import { StaticHtml } from '@/components/static-html';

// The profile's first load carries no timeline code (its JavaScript budget is spent): the
// server renders the timeline whole. It is plain HTML and CSS, so a browser hydrating the
// page keeps the server's (StaticHtml) and never fetches the code; one that renders the page
// itself (reached by client-side navigation) fetches it then.
const MilestoneTimeline = lazy(async () => ({
  default: (await import('./milestone-timeline')).MilestoneTimeline,
}));

/** The profile's timeline, when the organization has one. */
export function MilestoneTimelineSlot({ milestones }: { milestones: readonly Milestone[] }) {
  if (milestones.length === 0) return null;
  return (
    // `contents`: the wrapper takes no box, so the timeline lays out as the column's own item.
    <StaticHtml className="contents" contentKey={JSON.stringify(milestones)}>
      <Suspense fallback={null}>
        <MilestoneTimeline milestones={milestones} />
      </Suspense>
    </StaticHtml>
  );
}
