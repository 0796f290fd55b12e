import { randomBytes } from 'node:crypto';
import { imageMessages } from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import {
  ImageRejectedError,
  processImage,
  type ImageRejection,
  type ProcessedImage,
} from '../../lib/image-processing.js';
import type { ImageFiles, ImageStorage } from '../../lib/image-storage/image-storage.js';
import { assertMember } from './membership.js';
import type {
  ImageSlot,
  ImageSlotState,
  OrganizationImagesRepository,
} from './organization-images.repository.js';

export type { ImageSlot } from './organization-images.repository.js';

const refusals: Record<ImageRejection, () => AppError> = {
  'unsupported-type': () => new AppError('UNSUPPORTED_MEDIA_TYPE', imageMessages.invalidType),
  unreadable: () => new AppError('BAD_REQUEST', imageMessages.invalidType),
  'too-many-pixels': () => new AppError('BAD_REQUEST', imageMessages.tooManyPixels),
};

/** A folder nobody can guess or collide with: 128 random bits, lower-case hex. */
function newImageFolder(): string {
  return `images/${randomBytes(16).toString('hex')}`;
}

/** Images are the profile's: its editors may change them, as its owners may. */
function assertMayChange(slot: ImageSlot, state: ImageSlotState | undefined) {
  assertMember(slot.organizationId, state, 'editor');
  if (state && !state.slotExists) {
    throw new AppError('BAD_REQUEST', imageMessages.categoryNotSelected);
  }
}

/**
 * Logo, banner and category images. Each upload is re-encoded into fresh files under a new
 * random folder; the organization's row then points at them, and only after that commits
 * are the previous image's files removed. A failure anywhere leaves the row and the stored
 * files as they were (what cannot be removed at once, the orphan sweep collects).
 */
export function createOrganizationImagesService(deps: {
  repository: OrganizationImagesRepository;
  storage: ImageStorage;
  files: ImageFiles;
  logError: (error: unknown, message: string) => void;
}) {
  const { repository, storage, files, logError } = deps;

  async function store(processed: ProcessedImage): Promise<{ url: string; keys: string[] }> {
    const folder = newImageFolder();
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

  async function removeQuietly(keys: string[]) {
    try {
      await storage.delete(keys);
    } catch (error) {
      logError(error, `could not remove ${keys[0]} and its variants; the orphan sweep will`);
    }
  }

  return {
    /**
     * Whether the user may change this slot, checked before the upload is read: a stranger's
     * file is never parsed. The write re-checks under a lock.
     */
    async authorize(slot: ImageSlot, userId: string): Promise<void> {
      const facts = await repository.findAccessFacts(slot.organizationId, userId);
      assertMember(slot.organizationId, facts, 'editor');
      if (
        slot.kind === 'categoryImage' &&
        !(await repository.hasCategory(slot.organizationId, slot.categoryId))
      ) {
        throw new AppError('BAD_REQUEST', imageMessages.categoryNotSelected);
      }
    },

    /** Stores the upload as the slot's image and answers its address. */
    async upload(slot: ImageSlot, userId: string, bytes: Buffer): Promise<string> {
      let processed: ProcessedImage;
      try {
        processed = await processImage(slot.kind, bytes);
      } catch (error) {
        if (error instanceof ImageRejectedError) throw refusals[error.reason]();
        throw error;
      }
      const { url, keys } = await store(processed);
      let previous: string | null;
      try {
        previous = await repository.swapImageUrl(slot, url, userId, (state) =>
          assertMayChange(slot, state),
        );
      } catch (error) {
        await removeQuietly(keys);
        throw error;
      }
      await files.discard([previous]);
      return url;
    },

    /** Clears the slot, then removes the files it pointed to. */
    async remove(slot: ImageSlot, userId: string): Promise<void> {
      const previous = await repository.swapImageUrl(slot, null, userId, (state) =>
        assertMayChange(slot, state),
      );
      await files.discard([previous]);
    },
  };
}

export type OrganizationImagesService = ReturnType<typeof createOrganizationImagesService>;
