import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/seeded-random.js';
import { BinaryCopyReader } from './copy-out.js';

/** PostgreSQL's binary COPY of one bytea column: signature, flags, extension, rows, trailer. */
function binaryCopy(values: Buffer[], extension = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(19);
  header.write('PGCOPY\n\xff\r\n\0', 0, 'latin1');
  header.writeUInt32BE(0, 11);
  header.writeUInt32BE(extension.length, 15);
  const rows = values.map((value) => {
    const row = Buffer.alloc(6);
    row.writeInt16BE(1, 0);
    row.writeInt32BE(value.length, 2);
    return Buffer.concat([row, value]);
  });
  return Buffer.concat([header, extension, ...rows, Buffer.from([0xff, 0xff])]);
}

function pieces(bytes: Buffer, random: () => number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = 1 + Math.floor(random() * 40);
    out.push(bytes.subarray(at, at + size));
    at += size;
  }
  return out;
}

describe('reading a binary COPY of bytes', () => {
  it('hands over every value in order, however the stream is cut', () => {
    const random = seededRandom(4);
    const values = [0, 1, 17, 300, 0, 64].map((length) =>
      Buffer.from(Array.from({ length }, () => Math.floor(random() * 256))),
    );
    for (const extension of [Buffer.alloc(0), Buffer.from('ext')]) {
      const received: Buffer[] = [];
      const reader = new BinaryCopyReader((bytes) => received.push(Buffer.from(bytes)));
      for (const piece of pieces(binaryCopy(values, extension), random)) reader.push(piece);
      expect(reader.done).toBe(true);
      expect(reader.rows).toBe(values.length);
      expect(Buffer.concat(received)).toEqual(Buffer.concat(values));
    }
  });

  it('refuses what is not a binary COPY of one column', () => {
    expect(() =>
      new BinaryCopyReader(() => undefined).push(Buffer.from('id\tname\n'.repeat(4))),
    ).toThrow(/not a binary COPY/);
    const twoColumns = binaryCopy([Buffer.from('ab')]);
    twoColumns.writeInt16BE(2, 19);
    expect(() => new BinaryCopyReader(() => undefined).push(twoColumns)).toThrow(/2 columns/);
    const reader = new BinaryCopyReader(() => undefined);
    reader.push(binaryCopy([]));
    expect(() => reader.push(Buffer.from([0]))).toThrow(/after the end/);
  });
});
