import { AppError } from '../../lib/app-error.js';
import type { FeedPosition } from './organizations.repository.js';

const MALFORMED = 'The cursor is malformed; start again from the first page.';
// PostgreSQL's ISO text form of timestamptz, e.g. '2026-11-21 11:50:19.123456+00'.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: base64url of the last row's feed position. */
export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(JSON.stringify([position.publishedAt, position.id])).toString('base64url');
}

export function decodeFeedCursor(cursor: string): FeedPosition {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      typeof decoded[0] === 'string' &&
      TIMESTAMP.test(decoded[0]) &&
      typeof decoded[1] === 'string' &&
      UUID.test(decoded[1])
    ) {
      return { publishedAt: decoded[0], id: decoded[1] };
    }
  } catch {
    // Falls through to the one error below: any undecodable cursor is the same client mistake.
  }
  throw new AppError('VALIDATION_ERROR', MALFORMED);
}
