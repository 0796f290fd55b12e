import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync, gzip } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);
const gzipAsync = promisify(gzip);

/**
 * The bytes every rendered page begins with (the template up to the page's own head, two thirds
 * of it the inlined stylesheet), compressed once, so that compressing a page is compressing the
 * rest of it.
 *
 * A deflate stream may be cut anywhere a block ends on a byte boundary: the prefix is compressed
 * with a sync flush (which ends it so, without a final block) and each page's rest as a stream
 * of its own that starts there, as pigz joins the parts it compresses in parallel. The gzip
 * header, and its trailer's CRC-32 and length of the whole page, go around the two. The rest
 * cannot refer back into the prefix; the prefix, compressed at the best level, makes up for it.
 */
export interface GzipPrefix {
  bytes: Buffer;
  /** Raw deflate blocks, byte-aligned at their end, none of them final. */
  deflated: Buffer;
  crc: number;
}

/** A gzip header: deflate, no name or time, unknown system (RFC 1952, 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** The prefix is compressed once per start, so at zlib's best level. */
export function prepareGzipPrefix(bytes: Buffer): GzipPrefix {
  return {
    bytes,
    deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
  };
}

/**
 * `page` as a gzip stream of a single member, which every client that takes gzip reads. A page
 * that does not begin with the prefix is compressed whole. `level` is the rest's.
 */
export async function gzipAfterPrefix(
  page: Buffer,
  prefix: GzipPrefix,
  level: number,
): Promise<Buffer> {
  const length = prefix.bytes.length;
  if (page.length < length || !page.subarray(0, length).equals(prefix.bytes)) {
    return gzipAsync(page, { level });
  }
  const rest = page.subarray(length);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(rest, prefix.crc), 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(page.length % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    prefix.deflated,
    await deflateRawAsync(rest, { level }),
    trailer,
  ]);
}
