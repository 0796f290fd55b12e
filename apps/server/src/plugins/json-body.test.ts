import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.js';
import { jsonBodyMessages, MAX_JSON_DEPTH, parseJsonBody } from './json-body.js';

const parse = (text: string) => parseJsonBody(Buffer.from(text));

function refusal(text: string | Buffer): string {
  try {
    parseJsonBody(Buffer.isBuffer(text) ? text : Buffer.from(text));
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return error.message;
    throw error;
  }
  throw new Error(`${String(text).slice(0, 80)} was accepted`);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJsonBody', () => {
  it('parses ordinary JSON of every type', () => {
    expect(parse('{"name":"Ünïcode 🌍","tags":["a"],"n":1.5,"ok":true,"none":null}')).toEqual({
      name: 'Ünïcode 🌍',
      tags: ['a'],
      n: 1.5,
      ok: true,
      none: null,
    });
    expect(parse('[1,2]')).toEqual([1, 2]);
    expect(parse('"text"')).toBe('text');
  });

  it(`takes ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(parse(nested(MAX_JSON_DEPTH))).toBeDefined();
    expect(refusal(nested(MAX_JSON_DEPTH + 1))).toBe(jsonBodyMessages.tooDeep);
    expect(refusal(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(
      jsonBodyMessages.tooDeep,
    );
  });

  it('counts brackets inside strings as text, escaped quotes included', () => {
    const brackets = '['.repeat(MAX_JSON_DEPTH * 2);
    expect(parse(JSON.stringify({ text: brackets }))).toEqual({ text: brackets });
    expect(parse(JSON.stringify({ text: `a\\"${brackets}` }))).toEqual({
      text: `a\\"${brackets}`,
    });
  });

  it('refuses a body nested a hundred thousand levels without overflowing the stack', () => {
    expect(refusal(nested(100_000))).toBe(jsonBodyMessages.tooDeep);
  });

  it('walks a long flat array without overflowing the stack', () => {
    const items = Array.from({ length: 200_000 }, () => 0);
    expect(parse(JSON.stringify(items))).toHaveLength(200_000);
  });

  it('refuses NUL, escaped or in a key, anywhere in the value', () => {
    for (const text of ['"a\\u0000"', '{"a":{"b":["\\u0000"]}}', '{"\\u0000":1}']) {
      expect(refusal(text)).toBe(jsonBodyMessages.badCharacter);
    }
  });

  it('refuses unpaired surrogates and accepts paired ones', () => {
    expect(refusal('"\\ud83c"')).toBe(jsonBodyMessages.badCharacter);
    expect(refusal('"\\udf0d"')).toBe(jsonBodyMessages.badCharacter);
    expect(refusal('"\\udf0d\\ud83c"')).toBe(jsonBodyMessages.badCharacter);
    expect(parse('"\\ud83c\\udf0d"')).toBe('🌍');
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(refusal(Buffer.from([0x22, 0xff, 0x22]))).toBe(jsonBodyMessages.notUtf8);
    // An overlong encoding of NUL.
    expect(refusal(Buffer.from([0x22, 0xc0, 0x80, 0x22]))).toBe(jsonBodyMessages.notUtf8);
  });

  it('refuses keys that pollute prototypes once merged', () => {
    expect(refusal('{"__proto__":{"admin":true}}')).toBe(jsonBodyMessages.prototypeKey);
    expect(refusal('[{"constructor":{"prototype":{"admin":true}}}]')).toBe(
      jsonBodyMessages.prototypeKey,
    );
    expect(parse('{"constructor":"a name"}')).toEqual({ constructor: 'a name' });
  });

  it('refuses an empty body and text that is not JSON', () => {
    expect(refusal('')).toBe(jsonBodyMessages.empty);
    expect(refusal('{"a":')).toBe(jsonBodyMessages.notJson);
    expect(refusal("{'a':1}")).toBe(jsonBodyMessages.notJson);
  });
});
