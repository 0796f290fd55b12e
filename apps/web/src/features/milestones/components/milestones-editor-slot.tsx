import { lazy, Suspense } from 'react';

// Loaded when the editor shows it: its forms stay out of every other page's code.
const MilestonesEditor = lazy(async () => ({
  default: (await import('./milestones-editor')).MilestonesEditor,
}));

/** The editor's milestones section. */
export function MilestonesEditorSlot({ organizationId }: { organizationId: string }) {
  return (
    <Suspense fallback={null}>
      <MilestonesEditor organizationId={organizationId} />
    </Suspense>
  );
}
