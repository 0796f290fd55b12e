import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Images made at test time with sharp, so no binary is committed: a gradient with some noise
 * looks enough like a photograph for the encoders to behave as they do on real uploads.
 */
export async function photo(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { alpha?: boolean; quality?: number } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  const noise = randomBytes(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      const grain = (noise[at]! % 48) - 24;
      const offset = at * channels;
      pixels[offset] = clamp((x / width) * 255 + grain);
      pixels[offset + 1] = clamp((y / height) * 255 + grain);
      pixels[offset + 2] = clamp(128 + grain);
      if (options.alpha) pixels[offset + 3] = x < width / 2 ? 255 : 96;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels }, limitInputPixels: false });
  const quality = options.quality ?? 85;
  if (format === 'jpeg') return image.jpeg({ quality }).toBuffer();
  if (format === 'png') return image.png().toBuffer();
  return image.webp({ quality }).toBuffer();
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/**
 * A phone photo as taken sideways: stored 300 wide and 200 high with EXIF orientation 6
 * (show it turned 90° clockwise), plus GPS coordinates and an owner name in its EXIF.
 */
export async function sidewaysPhotoWithGps(): Promise<Buffer> {
  return sharp(await photo('jpeg', 300, 200))
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Secret Owner Name', Artist: 'Secret Owner Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 18/1',
      },
    })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A decompression bomb: a valid one-colour PNG of width×height pixels in a few dozen
 * kilobytes (1-bit greyscale, every row zeros). Built by hand because sharp itself takes
 * seconds to encode one.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first part of a file, as a broken connection or a bad copy leaves it. */
export function truncated(bytes: Buffer, keep = 0.5): Buffer {
  return bytes.subarray(0, Math.floor(bytes.length * keep));
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

export const htmlPage = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

export async function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7' } })
    .gif()
    .toBuffer();
}

/** A tiny PDF: real magic bytes, not an image. */
export const pdfDocument = Buffer.from(
  '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
  'latin1',
);

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData sends it, with its header. */
export function multipartBody(parts: MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----catalyst${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head), Buffer.from(part.body), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The `image` field with one file, as the upload controls send it. */
export function imageUpload(body: Buffer, filename = 'image.jpg', contentType = 'image/jpeg') {
  return multipartBody([{ name: 'image', filename, contentType, body }]);
}
