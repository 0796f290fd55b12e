import type { OrganizationSort } from '@catalyst/shared';
import { AppError } from '../../../lib/app-error.js';

/**
 * Where a page ended, in the terms of its order: the last item's sort key and id. Opaque to
 * clients (base64url of a small JSON array); the next page starts strictly after it, so pages
 * never repeat or skip an item, whatever is published meanwhile.
 */
export type DiscoveryCursor =
  | { sort: 'newest' | 'updated'; time: number; id: string }
  | { sort: 'name'; name: string; id: string }
  | { sort: 'relevance'; score: number; time: number; id: string };

const cursorMessages = {
  malformed: 'The cursor is malformed; start again from the first page.',
  otherSort: 'The cursor belongs to another sort; start again from the first page.',
} as const;

const tags = { newest: 'n', updated: 'u', name: 'a', relevance: 'r' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Microseconds since 1970 up to the year 2200: anything else is not a time we wrote. */
const MAX_MICROS = 7_258_118_400_000_000;
const MAX_NAME_KEY = 1000;

export function encodeDiscoveryCursor(cursor: DiscoveryCursor): string {
  const values =
    cursor.sort === 'name'
      ? [tags.name, cursor.name, cursor.id]
      : cursor.sort === 'relevance'
        ? [tags.relevance, cursor.score, cursor.time, cursor.id]
        : [tags[cursor.sort], cursor.time, cursor.id];
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

function isTime(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_MICROS;
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The position a cursor names, for the sort it must belong to; 400 when it is not one of ours. */
export function decodeDiscoveryCursor(text: string, sort: OrganizationSort): DiscoveryCursor {
  const malformed = () => new AppError('VALIDATION_ERROR', cursorMessages.malformed);
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!Array.isArray(values)) throw malformed();
  const [tag, ...rest] = values as unknown[];
  if (tag !== tags[sort]) {
    if (Object.values(tags).includes(tag as never)) {
      throw new AppError('VALIDATION_ERROR', cursorMessages.otherSort);
    }
    throw malformed();
  }
  if (sort === 'name') {
    const [name, id] = rest;
    if (rest.length !== 2 || typeof name !== 'string' || name.length > MAX_NAME_KEY || !isId(id)) {
      throw malformed();
    }
    return { sort, name, id };
  }
  if (sort === 'relevance') {
    const [score, time, id] = rest;
    if (
      rest.length !== 3 ||
      !Number.isSafeInteger(score) ||
      (score as number) < 0 ||
      (score as number) > 65_535 ||
      !isTime(time) ||
      !isId(id)
    ) {
      throw malformed();
    }
    return { sort, score: score as number, time, id };
  }
  const [time, id] = rest;
  if (rest.length !== 2 || !isTime(time) || !isId(id)) throw malformed();
  return { sort, time, id };
}
