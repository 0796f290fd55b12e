/** One stored file, as a listing reports it. */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

/**
 * Where image files live: the local disk under DATA_DIR by default, an S3-compatible bucket
 * when S3_* is configured. Keys are relative paths such as `images/<random>/w1280.webp`.
 * Nothing above this interface knows which one is in use.
 */
export interface ImageStorage {
  /** Stores the bytes under the key, replacing nothing: keys are random and never reused. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the keys; a key already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored key under the prefix, for the orphan sweep. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** The address browsers load the key from. */
  publicUrl(key: string): string;
  /** The key behind an address this storage produced; undefined for any other address. */
  keyFromUrl(url: string): string | undefined;
}

/**
 * What organization code needs of images it does not manage itself: after a delete commits,
 * the files its image addresses point to are removed. Best effort by design: a failure is
 * logged and the orphan sweep collects the file later, so a storage hiccup never undoes or
 * blocks a deletion the user asked for.
 */
export interface ImageFiles {
  discard(urls: ReadonlyArray<string | null | undefined>): Promise<void>;
}
