import {
  MEDIA_PHOTO_HEIGHT,
  MEDIA_PHOTO_SMALL_WIDTH,
  MEDIA_PHOTO_WIDTH,
  type MediaItem,
  type MediaPhoto,
} from '@catalyst/shared';
import { ProfileCard } from '@/features/organizations';
import { VideoFacade } from './video-facade';

/** The smaller copy stored beside each photo (decision 0007's `w<width>.webp` variants). */
function smallCopyOf(url: string): string | undefined {
  const small = url.replace(/\/w\d+\.webp$/, `/w${MEDIA_PHOTO_SMALL_WIDTH}.webp`);
  return small === url ? undefined : small;
}

function GalleryPhoto({ photo }: { photo: MediaPhoto }) {
  const small = smallCopyOf(photo.url);
  return (
    <li>
      <img
        src={photo.url}
        srcSet={
          small
            ? `${small} ${MEDIA_PHOTO_SMALL_WIDTH}w, ${photo.url} ${MEDIA_PHOTO_WIDTH}w`
            : undefined
        }
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 100vw"
        // Every stored photo is 4:3: its room is kept before it arrives, so nothing moves.
        width={MEDIA_PHOTO_WIDTH}
        height={MEDIA_PHOTO_HEIGHT}
        alt={photo.alt}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full rounded-md bg-slate-100 object-cover"
      />
    </li>
  );
}

/** The profile's photos and videos, in their owners' order. */
export function GallerySection({
  organizationName,
  media,
}: {
  organizationName: string;
  media: readonly MediaItem[];
}) {
  return (
    <ProfileCard title="Photos and videos">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {media.map((item) =>
          item.kind === 'photo' ? (
            <GalleryPhoto key={item.id} photo={item} />
          ) : (
            <li key={item.id} className="sm:col-span-2">
              <VideoFacade video={item} organizationName={organizationName} />
            </li>
          ),
        )}
      </ul>
    </ProfileCard>
  );
}
