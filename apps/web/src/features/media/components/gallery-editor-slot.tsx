import type { Organization } from '@catalyst/shared';
import { lazy, Suspense } from 'react';

// The gallery's controls are in a file of their own, fetched when the editor shows them.
const GalleryEditorSection = lazy(() =>
  import('./gallery-editor-section').then((m) => ({
    default: m.GalleryEditorSection,
  })),
);

/** The editor's gallery section. */
export function GalleryEditorSlot({
  organization,
}: {
  organization: Pick<Organization, 'id' | 'media'>;
}) {
  return (
    <Suspense fallback={null}>
      <GalleryEditorSection organization={organization} />
    </Suspense>
  );
}
