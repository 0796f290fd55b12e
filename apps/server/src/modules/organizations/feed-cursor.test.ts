import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor.js';

const ID = '0b5c2c64-8f43-4d6e-9a57-3f1e2d4c5b6a';
const MALFORMED = 'The cursor is malformed; start again from the first page.';

function decodeError(cursor: string): AppError {
  try {
    decodeFeedCursor(cursor);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`cursor ${cursor} was accepted`);
}

describe('encodeFeedCursor / decodeFeedCursor', () => {
  it('round-trips a PostgreSQL timestamp with microseconds unchanged', () => {
    const position = { publishedAt: '2026-11-21 11:50:19.123456+00', id: ID };
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
  });

  it('round-trips a timestamp without fractional seconds and with a half-hour offset', () => {
    const position = { publishedAt: '2026-01-02 03:04:05+05:30', id: ID };
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
  });

  it('round-trips an ISO timestamp in UTC', () => {
    const position = { publishedAt: '2026-11-21T11:50:19.123Z', id: ID };
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
  });

  it('produces a URL-safe cursor', () => {
    const cursor = encodeFeedCursor({ publishedAt: '2026-11-21 11:50:19.123456+00', id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('throws a VALIDATION_ERROR AppError for text that is not base64url JSON', () => {
    const error = decodeError('not-a-cursor');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(MALFORMED);
  });

  it('throws a VALIDATION_ERROR for base64url of broken JSON', () => {
    expect(decodeError(Buffer.from('["2026-11-21 11:50:19+00",').toString('base64url')).code).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('throws a VALIDATION_ERROR for JSON of the wrong shape', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const wrongShapes = [
      { publishedAt: '2026-11-21 11:50:19+00', id: ID },
      ['2026-11-21 11:50:19+00'],
      ['2026-11-21 11:50:19+00', ID, 'extra'],
      [1_763_725_819_000, ID],
      ['yesterday', ID],
      ['2026-11-21 11:50:19+00', 'not-a-uuid'],
      ["2026-11-21 11:50:19+00'; drop table organizations; --", ID],
      null,
    ];
    for (const value of wrongShapes) {
      expect(decodeError(encode(value)).code, JSON.stringify(value)).toBe('VALIDATION_ERROR');
    }
  });

  it('throws a VALIDATION_ERROR for an empty cursor', () => {
    expect(decodeError('').message).toBe(MALFORMED);
  });
});
