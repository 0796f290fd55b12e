/** UUIDs as 16 bytes: a million of them are 16 MB as bytes, several times that as strings. */
export function writeUuid(target: Uint8Array, offset: number, uuid: string): void {
  const hex = uuid.replaceAll('-', '');
  for (let byte = 0; byte < 16; byte += 1) {
    target[offset + byte] = Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16);
  }
}

export function readUuid(source: Uint8Array, offset: number): string {
  let hex = '';
  for (let byte = 0; byte < 16; byte += 1) {
    hex += source[offset + byte]!.toString(16).padStart(2, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Byte order, which is PostgreSQL's order of uuid values (and of their lower-case text). */
export function compareUuidBytes(a: Uint8Array, aOffset: number, b: Uint8Array, bOffset: number) {
  for (let byte = 0; byte < 16; byte += 1) {
    const difference = a[aOffset + byte]! - b[bOffset + byte]!;
    if (difference !== 0) return difference;
  }
  return 0;
}
