import { describe, expect, it } from 'vitest';
import { initialAvatarClass, initialOf } from './initial-avatar';

describe('initial avatar', () => {
  it('takes the first visible letter, upper-cased', () => {
    expect(initialOf('  ocean Guardians')).toBe('O');
    expect(initialOf('')).toBe('?');
  });

  it.each([
    ['Alpha', 'Echo', 'bg-teal-600'],
    ['Foxtrot', 'Juliet', 'bg-indigo-600'],
    ['Kilo', 'Oscar', 'bg-amber-500'],
    ['Papa', 'Tango', 'bg-rose-600'],
    ['Uniform', 'Zulu', 'bg-sky-600'],
  ])('colours %s and %s alike, by their letter range', (first, last, expected) => {
    expect(initialAvatarClass(first)).toContain(expected);
    expect(initialAvatarClass(last)).toContain(expected);
  });

  it('gives names that start with no latin letter the neutral colour', () => {
    expect(initialAvatarClass('42 Acres')).toContain('bg-slate-500');
  });
});
