import { videoEmbedUrl, type MediaItem } from '@catalyst/shared';
import type { GalleryItemRow } from './organization-media.repository.js';

/** A gallery row as the profile shows it; a video's player address is built, never stored. */
export function toMediaItem(row: GalleryItemRow): MediaItem {
  if (row.kind === 'photo') {
    return { id: row.id, kind: 'photo', url: row.imageUrl ?? '', alt: row.alt ?? '' };
  }
  const video = { provider: row.videoProvider ?? 'youtube', id: row.videoId ?? '' };
  return {
    id: row.id,
    kind: 'video',
    provider: video.provider,
    videoId: video.id,
    embedUrl: videoEmbedUrl(video),
  };
}
