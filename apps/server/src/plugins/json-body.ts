import { AppError } from '../lib/app-error.js';

/**
 * Far deeper than any body of ours (two levels) or Better Auth's, far shallower than what
 * overflows the stack of the code that walks a parsed value (validators, JSON.stringify).
 */
export const MAX_JSON_DEPTH = 64;

export const jsonBodyMessages = {
  empty: 'The request body is empty; send a JSON value.',
  notUtf8: 'The request body is not valid UTF-8 text.',
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
  notJson: 'The request body is not valid JSON.',
  badCharacter:
    'The request body contains a NUL character or an unpaired surrogate, which no text field accepts.',
  prototypeKey: 'The request body contains a forbidden key (__proto__ or constructor.prototype).',
} as const;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
/** PostgreSQL cannot store NUL in text, and a lone surrogate is not a character at all. */
const UNSTORABLE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const OPEN_BRACKETS = new Set(['[', '{']);
const CLOSE_BRACKETS = new Set([']', '}']);

/** Measured on the text, so a hostile body is refused before the parser recurses into it. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (OPEN_BRACKETS.has(char!)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSE_BRACKETS.has(char!)) {
      depth -= 1;
    }
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first reason the parsed value may not go further, or undefined when it may. */
function problemIn(root: unknown): string | undefined {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) return jsonBodyMessages.badCharacter;
    } else if (Array.isArray(value)) {
      // One by one: spreading a long array into push() would overflow the argument stack.
      for (const item of value) pending.push(item);
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (UNSTORABLE_TEXT.test(key)) return jsonBodyMessages.badCharacter;
        // What secure JSON parsers refuse: keys that turn into prototype pollution once a
        // body is merged into another object.
        if (
          key === '__proto__' ||
          (key === 'constructor' && isRecord(child) && 'prototype' in child)
        ) {
          return jsonBodyMessages.prototypeKey;
        }
        pending.push(child);
      }
    }
  }
  return undefined;
}

/**
 * A JSON request body as every route receives it, or a 400 that says what is wrong: strict
 * UTF-8, at most MAX_JSON_DEPTH levels, and only text PostgreSQL can store.
 */
export function parseJsonBody(bytes: Buffer): unknown {
  const refuse = (message: string) => new AppError('BAD_REQUEST', message);
  if (bytes.length === 0) throw refuse(jsonBodyMessages.empty);
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw refuse(jsonBodyMessages.notUtf8);
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw refuse(jsonBodyMessages.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(jsonBodyMessages.notJson);
  }
  const problem = problemIn(value);
  if (problem) throw refuse(problem);
  return value;
}
