import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import type {
  DiscoveryTaxonomy,
  IndexState,
  StateArray,
  StateArrayKind,
} from './discovery-index.js';
import { placeNames } from './place-names.data.js';
import { MAX_WORD_LENGTH, nameSortKey, searchWords } from '../../../lib/search-text.js';

/**
 * The discovery index written out as bytes, so an instance can start from it instead of
 * rebuilding from every organization (docs/decisions/0040-discovery-index-snapshots.md).
 *
 * Layout: the byte length of a JSON header (4 bytes, little-endian), the header, then each
 * array's bytes in the header's order, each starting on a multiple of 8 bytes, then the
 * vocabulary as UTF-8, one word per line. The bytes are the machine's own numbers: the
 * header names the byte order, and a reader of the other order refuses them.
 */

/**
 * The layout's number: raise it whenever the index's arrays change in number, kind or
 * meaning, so no build reads a snapshot another build wrote differently.
 */
export const SNAPSHOT_FORMAT = 1;

const MAGIC = 'catalyst-discovery-index';
const ALIGN = 8;

const KINDS = {
  u8: Uint8Array,
  u16: Uint16Array,
  u32: Uint32Array,
  i32: Int32Array,
  f64: Float64Array,
} as const;
type Kind = keyof typeof KINDS;

interface SectionHeader {
  name: string;
  kind: Kind;
  length: number;
}

interface SnapshotHeader {
  magic: string;
  format: number;
  fingerprint: string;
  endianness: string;
  /** The discovery version the index was at (it may hold some later changes too). */
  version: number;
  scalars: Record<string, number>;
  sections: SectionHeader[];
  words: { count: number; bytes: number };
}

/**
 * An array of exactly `length` numbers of `kind` to read the snapshot's array `name` into,
 * or undefined for a new one; `scalars` are the snapshot's.
 */
type ArrayFor = (
  name: string,
  kind: StateArrayKind,
  length: number,
  scalars: Record<string, number>,
) => StateArray | undefined;

/** A snapshot that cannot be used: another format, another taxonomy, damaged bytes. */
export class SnapshotError extends Error {
  override name = 'SnapshotError';
}

/**
 * What a snapshot must have been made under to be read here: its format, the taxonomy (a
 * category's position is its bit), the place names, and how text becomes words, told by the
 * words of a sample (a change to folding or stopwords changes them, and so the index). A
 * different fingerprint makes an instance build from the database instead.
 */
export function snapshotFingerprint(taxonomy: DiscoveryTaxonomy): string {
  const sample =
    'Fundación Ölberg straße Æble Œuvre Søster São Paulo İstanbul ÇA ǅ ﬁne ½ 東京 of the and Ⅻ';
  return createHash('sha256')
    .update(
      JSON.stringify({
        format: SNAPSHOT_FORMAT,
        taxonomy: {
          categories: taxonomy.categories.map(({ id, groupId, name }) => [id, groupId, name]),
          countryCodes: taxonomy.countryCodes,
          countryNames: taxonomy.countryNames ?? null,
        },
        placeNames,
        words: searchWords(sample),
        nameKey: nameSortKey(sample),
        maxWordLength: MAX_WORD_LENGTH,
        unicode: process.versions.unicode ?? null,
      }),
    )
    .digest('hex');
}

const kindOf = (array: StateArray): Kind => {
  for (const [kind, type] of Object.entries(KINDS) as Array<[Kind, (typeof KINDS)[Kind]]>) {
    if (array instanceof type) return kind;
  }
  throw new TypeError('not an array a snapshot holds');
};

const padded = (bytes: number) => Math.ceil(bytes / ALIGN) * ALIGN;

const bytesOf = (array: StateArray) =>
  new Uint8Array(array.buffer, array.byteOffset, array.byteLength);

export interface EncodedSnapshot {
  byteLength: number;
  /** The bytes in chunks of `chunkBytes` (the last one shorter). */
  chunks(chunkBytes: number): Generator<Uint8Array>;
}

/**
 * The snapshot's bytes of `state`, made as they are asked for, a chunk at a time: nothing
 * but a chunk is copied, so writing the snapshot of a large index costs little memory. The
 * arrays must not change while they are read (exportState hands out only such).
 */
export function encodeSnapshot(
  state: IndexState,
  meta: { version: number; fingerprint: string },
): EncodedSnapshot {
  const parts: Array<{ section: SectionHeader; pieces: StateArray[] }> = Object.entries(
    state.arrays,
  ).map(([name, value]) => {
    const pieces = Array.isArray(value) ? value : [value];
    const kind = pieces[0] ? kindOf(pieces[0]) : 'u32';
    for (const piece of pieces) {
      if (kindOf(piece) !== kind) throw new TypeError(`${name} mixes kinds of numbers`);
    }
    const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
    return { section: { name, kind, length }, pieces };
  });
  const words = new TextEncoder().encode(state.words.join('\n'));
  const header: SnapshotHeader = {
    magic: MAGIC,
    format: SNAPSHOT_FORMAT,
    fingerprint: meta.fingerprint,
    endianness: endianness(),
    version: meta.version,
    scalars: state.scalars,
    sections: parts.map((part) => part.section),
    words: { count: state.words.length, bytes: words.length },
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const prefix = new Uint8Array(padded(4 + headerBytes.length));
  new DataView(prefix.buffer).setUint32(0, headerBytes.length, true);
  prefix.set(headerBytes, 4);

  // Every piece of bytes in order, padding included, as views: nothing copied yet.
  const pieces: Uint8Array[] = [prefix];
  for (const part of parts) {
    let bytes = 0;
    for (const piece of part.pieces) {
      pieces.push(bytesOf(piece));
      bytes += piece.byteLength;
    }
    if (padded(bytes) > bytes) pieces.push(new Uint8Array(padded(bytes) - bytes));
  }
  pieces.push(words);
  const byteLength = pieces.reduce((sum, piece) => sum + piece.length, 0);

  return {
    byteLength,
    *chunks(chunkBytes) {
      let chunk = new Uint8Array(Math.min(chunkBytes, byteLength));
      let filled = 0;
      let written = 0;
      for (const piece of pieces) {
        let at = 0;
        while (at < piece.length) {
          const take = Math.min(piece.length - at, chunk.length - filled);
          chunk.set(piece.subarray(at, at + take), filled);
          filled += take;
          at += take;
          if (filled === chunk.length) {
            yield chunk;
            written += filled;
            chunk = new Uint8Array(Math.min(chunkBytes, byteLength - written));
            filled = 0;
          }
        }
      }
    },
  };
}

/**
 * Reads bytes arriving in chunks of any size into the snapshot's arrays, each made to its
 * exact length as its turn comes: the chunks can be let go as they are read.
 */
class SnapshotReader {
  private prefix = new Uint8Array(0);
  private header: SnapshotHeader | undefined;
  private readonly arrays: Record<string, StateArray> = {};
  private words: Uint8Array | undefined;
  /** The section being filled (sections.length: the words), its bytes, and how far. */
  private section = 0;
  private target: Uint8Array | undefined;
  private filled = 0;
  private skip = 0;

  constructor(
    private readonly expected: { fingerprint: string },
    private readonly arrayFor?: ArrayFor,
  ) {}

  push(chunk: Uint8Array): void {
    let at = 0;
    if (!this.header) {
      at = this.readHeader(chunk);
      if (!this.header) return;
    }
    const header = this.header;
    while (at < chunk.length) {
      if (this.skip > 0) {
        const skipped = Math.min(this.skip, chunk.length - at);
        this.skip -= skipped;
        at += skipped;
        continue;
      }
      if (!this.target) {
        if (this.section > header.sections.length) {
          throw new SnapshotError('more bytes than the header says');
        }
        this.openSection();
        continue;
      }
      const take = Math.min(this.target.length - this.filled, chunk.length - at);
      this.target.set(chunk.subarray(at, at + take), this.filled);
      this.filled += take;
      at += take;
      if (this.filled === this.target.length) this.closeSection();
    }
  }

  finish(): { version: number; state: IndexState } {
    if (this.target) this.closeSection();
    const header = this.header;
    if (!header || this.section <= header.sections.length || this.skip > 0 || !this.words) {
      throw new SnapshotError('the snapshot ends early');
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(this.words);
    const words = text.length === 0 ? [] : text.split('\n');
    if (words.length !== header.words.count) throw new SnapshotError('the words do not add up');
    return {
      version: header.version,
      state: { scalars: header.scalars, arrays: this.arrays, words },
    };
  }

  /** Takes the header's bytes from `chunk` (with those kept from before): answers how many. */
  private readHeader(chunk: Uint8Array): number {
    const before = this.prefix.length;
    const joined = new Uint8Array(before + chunk.length);
    joined.set(this.prefix);
    joined.set(chunk, before);
    if (joined.length < 4) {
      this.prefix = joined;
      return chunk.length;
    }
    const headerLength = new DataView(joined.buffer).getUint32(0, true);
    if (headerLength > 1 << 24) throw new SnapshotError('no snapshot header');
    const end = padded(4 + headerLength);
    if (joined.length < end) {
      this.prefix = joined;
      return chunk.length;
    }
    let header: SnapshotHeader;
    try {
      header = JSON.parse(
        new TextDecoder('utf-8', { fatal: true }).decode(joined.subarray(4, 4 + headerLength)),
      ) as SnapshotHeader;
    } catch {
      throw new SnapshotError('no snapshot header');
    }
    this.check(header);
    this.header = header;
    this.prefix = new Uint8Array(0);
    // Whatever was kept from before lay within the header.
    return end - before;
  }

  private check(header: SnapshotHeader): void {
    if (header.magic !== MAGIC) throw new SnapshotError('not a discovery index snapshot');
    if (header.format !== SNAPSHOT_FORMAT) {
      throw new SnapshotError(`format ${header.format}, not ${SNAPSHOT_FORMAT}`);
    }
    if (header.endianness !== endianness()) throw new SnapshotError('another byte order');
    if (header.fingerprint !== this.expected.fingerprint) {
      throw new SnapshotError('made under another taxonomy or text rules');
    }
    const valid =
      Number.isSafeInteger(header.version) &&
      Array.isArray(header.sections) &&
      header.sections.every(
        (section) =>
          typeof section.name === 'string' &&
          Object.hasOwn(KINDS, section.kind) &&
          Number.isSafeInteger(section.length) &&
          section.length >= 0,
      ) &&
      Number.isSafeInteger(header.words?.count) &&
      Number.isSafeInteger(header.words?.bytes);
    if (!valid) throw new SnapshotError('a damaged snapshot header');
  }

  private openSection(): void {
    const header = this.header!;
    if (this.section === header.sections.length) {
      this.words = new Uint8Array(header.words.bytes);
      this.target = this.words;
    } else {
      const { name, kind, length } = header.sections[this.section]!;
      const given = this.arrayFor?.(name, KINDS[kind], length, header.scalars);
      if (given && !(given instanceof KINDS[kind] && given.length === length)) {
        throw new TypeError(`an array of another kind or length given for ${name}`);
      }
      const array = given ?? new KINDS[kind](length);
      this.arrays[name] = array;
      this.target = bytesOf(array);
    }
    this.filled = 0;
    if (this.target.length === 0) this.closeSection();
  }

  private closeSection(): void {
    const bytes = this.target!.length;
    this.target = undefined;
    this.section += 1;
    if (this.section <= this.header!.sections.length) this.skip = padded(bytes) - bytes;
  }
}

/**
 * Takes a snapshot's bytes as they arrive (`push`, in order, in pieces of any size; each is
 * used at once) and answers the index state they hold (`finish`), checked: its header
 * (format, byte order, fingerprint), its length, and the SHA-256 of all its bytes against
 * `checksum`.
 */
export function createSnapshotDecoder(
  expected: {
    fingerprint: string;
    checksum: string;
    byteLength: number;
    /** The version its record says it is at; the header must agree. */
    version?: number;
  },
  /** Where to read an array to instead of a new one (DiscoveryIndex.receive). */
  arrayFor?: ArrayFor,
) {
  const reader = new SnapshotReader(expected, arrayFor);
  const hash = createHash('sha256');
  let bytes = 0;
  return {
    push(chunk: Uint8Array): void {
      hash.update(chunk);
      bytes += chunk.length;
      if (bytes > expected.byteLength) throw new SnapshotError('more bytes than recorded');
      reader.push(chunk);
    },
    finish(): { version: number; state: IndexState } {
      if (bytes !== expected.byteLength) throw new SnapshotError('fewer bytes than recorded');
      if (hash.digest('hex') !== expected.checksum) throw new SnapshotError('damaged bytes');
      const finished = reader.finish();
      if (expected.version !== undefined && finished.version !== expected.version) {
        throw new SnapshotError('its record and its header disagree on its version');
      }
      return finished;
    },
  };
}
