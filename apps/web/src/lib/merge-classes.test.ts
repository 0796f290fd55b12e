// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const sourceDir = fileURLToPath(new URL('../', import.meta.url));

/**
 * Every word in a string literal of the app's source (tests and the merger's own table aside):
 * its class names among them, since Tailwind itself only sees classes written out whole. Words
 * that are not classes are harmless here: both mergers keep them.
 */
function sourceWords(): string[] {
  const words = new Set<string>();
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|[\\/])test[\\/]|merge-classes\.ts$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(join(sourceDir, file), 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words];
}

/** Whether a merger treats `word` as a class: a second copy of it is dropped. */
const isClassFor = (merge: (classes: string) => string) => (word: string) =>
  merge(`${word} ${word}`) === word;

describe('mergeClasses', () => {
  it('lets the later class of a group win, under the same variants only', () => {
    expect(mergeClasses('px-4 py-2 px-6')).toBe('py-2 px-6');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('flex hidden')).toBe('hidden');
    expect(mergeClasses('text-sm text-slate-700 text-base')).toBe('text-slate-700 text-base');
    expect(mergeClasses('md:px-4 px-6 md:px-8')).toBe('px-6 md:px-8');
    expect(mergeClasses('hover:focus:bg-white focus:hover:bg-slate-50')).toBe(
      'focus:hover:bg-slate-50',
    );
    expect(mergeClasses('border border-slate-200 border-0')).toBe('border-slate-200 border-0');
    expect(mergeClasses(' my-widget  mt-1 -mt-2 ')).toBe('my-widget -mt-2');
  });

  it('answers a list it has merged before the same, however many lists came between', () => {
    const list = 'rounded-md border px-3 py-2 text-sm px-4';
    expect(mergeClasses(list)).toBe('rounded-md border py-2 text-sm px-4');
    for (let index = 0; index < 1_200; index += 1) mergeClasses(`mt-${index} mt-${index + 1}`);
    expect(mergeClasses(list)).toBe('rounded-md border py-2 text-sm px-4');
    expect(mergeClasses('mt-7 mt-8')).toBe('mt-8');
  });

  it('merges every pair of words in the source exactly as tailwind-merge does', () => {
    const words = sourceWords();
    const classes = words.filter(
      (word) => isClassFor(twMerge)(word) || isClassFor(mergeClasses)(word),
    );
    // The source's classes are all here: a sample of kinds the app writes.
    expect(classes).toEqual(
      expect.arrayContaining(['px-4', 'md:grid-cols-2', 'text-slate-600', 'rounded-lg', 'sr-only']),
    );
    expect(classes.length).toBeGreaterThan(500);

    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (mergeClasses(pair) !== twMerge(pair)) disagreements.push(pair);
      }
    }
    expect(disagreements.slice(0, 100)).toEqual([]);
    // Half a million pairs: a few seconds.
  }, 60_000);
});
