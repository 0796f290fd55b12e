import type { Organization } from '@catalyst/shared';
import { lazy, Suspense } from 'react';
import { SkipOnError } from '@/components/skip-on-error';

/**
 * The gallery's code is a file of its own, loaded only by profiles that have one: the server
 * waits for it and sends the section whole (photos, and videos as links to their pages), and
 * the browser takes it over when the file arrives, as the footer does (decision 0024). So the
 * profile's first load carries none of it.
 */
const GallerySection = lazy(() =>
  import('./gallery-section').then(({ GallerySection }) => ({ default: GallerySection })),
);

/** 'Photos and videos' on the profile; nothing when the gallery is empty. */
export function ProfileGallery({
  organization,
}: {
  organization: Pick<Organization, 'name' | 'media'>;
}) {
  if (organization.media.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SkipOnError part="the gallery">
        <GallerySection organizationName={organization.name} media={organization.media} />
      </SkipOnError>
    </Suspense>
  );
}
