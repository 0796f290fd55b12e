import { randomBytes } from 'node:crypto';
import { imageMessages, mediaMessages, parseVideoUrl, type MediaItem } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import {
  ImageRejectedError,
  processImage,
  type ImageRejection,
  type ProcessedImage,
} from '../../lib/image-processing.js';
import type { ImageFiles, ImageStorage } from '../../lib/image-storage/image-storage.js';
import { assertMember } from './membership.js';
import { toMediaItem } from './organization-media.mapper.js';
import {
  GalleryFullError,
  MediaNotFoundError,
  OrderMismatchError,
  type GalleryState,
  type NewMedia,
  type OrganizationMediaRepository,
} from './organization-media.repository.js';

const refusals: Record<ImageRejection, () => AppError> = {
  'unsupported-type': () => new AppError('UNSUPPORTED_MEDIA_TYPE', imageMessages.invalidType),
  unreadable: () => new AppError('BAD_REQUEST', imageMessages.invalidType),
  'too-many-pixels': () => new AppError('BAD_REQUEST', imageMessages.tooManyPixels),
};

function galleryFull(): AppError {
  return new AppError('CONFLICT', mediaMessages.limitReached);
}

/**
 * An organization's gallery: photos stored like its logo (decision 0007: bytes sniffed,
 * re-encoded to WebP without metadata, random folders, files discarded after commit) and
 * YouTube or Vimeo videos kept as provider and id. Its owners and editors change it; the
 * 12-item cap is counted under a lock on the organization's row, so it holds for concurrent
 * additions.
 */
export function createOrganizationMediaService(deps: {
  repository: OrganizationMediaRepository;
  storage: ImageStorage;
  files: ImageFiles;
  logError: (error: unknown, message: string) => void;
}) {
  const { repository, storage, files, logError } = deps;

  const mayChange = (organizationId: string) => (state: GalleryState | undefined) => {
    assertMember(organizationId, state, 'editor');
  };

  async function removeQuietly(keys: string[]) {
    try {
      await storage.delete(keys);
    } catch (error) {
      logError(error, `could not remove ${keys[0]} and its variants; the orphan sweep will`);
    }
  }

  async function store(processed: ProcessedImage): Promise<{ url: string; keys: string[] }> {
    const folder = `images/${randomBytes(16).toString('hex')}`;
    const keys = processed.variants.map((variant) => `${folder}/${variant.name}.webp`);
    const puts = await Promise.allSettled(
      processed.variants.map((variant, index) =>
        storage.put(keys[index]!, variant.body, processed.contentType),
      ),
    );
    const failed = puts.find((result) => result.status === 'rejected');
    if (failed) {
      await removeQuietly(keys);
      throw failed.reason;
    }
    return { url: storage.publicUrl(keys[0]!), keys };
  }

  async function authorize(organizationId: string, userId: string): Promise<void> {
    assertMember(
      organizationId,
      await repository.findAccessFacts(organizationId, userId),
      'editor',
    );
  }

  async function add(organizationId: string, userId: string, item: NewMedia) {
    try {
      return toMediaItem(
        await repository.add(organizationId, userId, item, mayChange(organizationId)),
      );
    } catch (error) {
      if (error instanceof GalleryFullError) throw galleryFull();
      throw error;
    }
  }

  return {
    /**
     * Whether the user may change this gallery, checked before an upload is read: a
     * stranger's file is never parsed. The write checks again under the lock.
     */
    authorize,

    /** Stores the photo (re-encoded) and adds it at the end of the gallery. */
    async addPhoto(
      organizationId: string,
      userId: string,
      photo: { bytes: Buffer; alt: string },
    ): Promise<MediaItem> {
      let processed: ProcessedImage;
      try {
        processed = await processImage('mediaPhoto', photo.bytes);
      } catch (error) {
        if (error instanceof ImageRejectedError) throw refusals[error.reason]();
        throw error;
      }
      const { url, keys } = await store(processed);
      try {
        return await add(organizationId, userId, { kind: 'photo', imageUrl: url, alt: photo.alt });
      } catch (error) {
        await removeQuietly(keys);
        throw error;
      }
    },

    /** Adds a YouTube or Vimeo video by its address; only the provider and id are kept. */
    async addVideo(organizationId: string, userId: string, url: string): Promise<MediaItem> {
      const parsed = parseVideoUrl(url);
      if (!parsed.ok) {
        throw new AppError(
          'VALIDATION_ERROR',
          parsed.problem === 'unsupported-host'
            ? mediaMessages.videoHostUnsupported
            : mediaMessages.videoUrlInvalid,
        );
      }
      return add(organizationId, userId, { kind: 'video', video: parsed.video });
    },

    /** Removes the item; a photo's files go after the removal commits. */
    async remove(organizationId: string, mediaId: string, userId: string): Promise<void> {
      let imageUrl: string | null;
      try {
        imageUrl = await repository.remove(
          organizationId,
          mediaId,
          userId,
          mayChange(organizationId),
        );
      } catch (error) {
        if (error instanceof MediaNotFoundError) {
          throw new AppError('NOT_FOUND', mediaMessages.notFound);
        }
        throw error;
      }
      await files.discard([imageUrl]);
    },

    /** Puts the gallery in this order, which names each of its items once. */
    async reorder(
      organizationId: string,
      ids: readonly string[],
      userId: string,
    ): Promise<MediaItem[]> {
      try {
        await repository.reorder(organizationId, ids, userId, mayChange(organizationId));
      } catch (error) {
        if (error instanceof OrderMismatchError) {
          throw new AppError('VALIDATION_ERROR', mediaMessages.orderMismatch);
        }
        throw error;
      }
      return (await repository.listFor(organizationId)).map(toMediaItem);
    },
  };
}

export type OrganizationMediaService = ReturnType<typeof createOrganizationMediaService>;
