import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, imageMessages } from '@catalyst/shared';

const acceptedTypes: readonly string[] = IMAGE_ACCEPTED_TYPES;

/**
 * The checks before anything is sent: a file, of an accepted type, under 5 MB.
 * The server checks the bytes themselves again; this only spares a pointless upload.
 */
export function imageFileError(file: File | undefined): string | null {
  if (!file) return imageMessages.required;
  if (!acceptedTypes.includes(file.type)) return imageMessages.invalidType;
  if (file.size >= IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}
