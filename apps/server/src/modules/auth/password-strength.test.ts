import { describe, expect, it } from 'vitest';
import { findPasswordProblem } from './password-strength.js';

const context = { productName: 'Catalyst', email: 'ada.byron@example.org', name: 'Ada Byron' };

describe('the weak-password rules', () => {
  it.each([
    // The most common passwords of the breach lists.
    ['123456'],
    ['password'],
    ['qwerty123'],
    ['iloveyou'],
    ['trustno1'],
    ['football'],
    // Keyboard walks.
    ['1qaz2wsx3edc'],
    ['zxcvbnm,./'],
    ['asdfghjkl'],
    ['Qwerty!@#'],
    // A season or a month and a year.
    ['Summer2024!'],
    ['Winter2023'],
    ['Fall2021!'],
    ['December2024'],
    // Substitutions.
    ['P@ssw0rd'],
    ['Passw0rd!'],
    ['p@ssword1'],
    ['Hunter2'],
    // The product's own name.
    ['Catalyst2024'],
    ['C@talyst1'],
    ['catalystprofiles'],
    ['Profiles123'],
    // The person's own name and address.
    ['AdaByron1815'],
    ['ada.byron!'],
  ])('refuses %s', (password) => {
    expect(findPasswordProblem(password, context)).toBe('PASSWORD_TOO_COMMON');
  });

  it.each([
    ['correct horse battery staple'],
    ['analytical-engine-1843'],
    ['compiler pioneer 1952'],
    ['Tr0ub4dor&3'],
    ['gR8ful-owl'],
    // Random six-character passwords meet the product's minimum and stay allowed.
    ['zq8!vt'],
    ['7Hk2#9'],
  ])('accepts %s', (password) => {
    expect(findPasswordProblem(password, context)).toBeUndefined();
  });

  it.each([
    ['CatalystProfiles1!', { productName: 'Catalyst' }],
    ['Catalyst-Profiles-2026', { productName: 'Catalyst' }],
    ['C4talyst.Pr0files!', { productName: 'Catalyst' }],
    [
      'janedoe-example',
      { productName: 'Catalyst', email: 'janedoe@example.org', name: 'Jane Doe' },
    ],
    ['Jane.Doe.1990', { productName: 'Catalyst', email: 'jd@example.org', name: 'Jane Doe' }],
    ['example-janedoe!', { productName: 'Catalyst', email: 'janedoe@example.org' }],
  ])('refuses %s, made of the product, the name and the address', (password, owner) => {
    expect(findPasswordProblem(password, owner)).toBe('PASSWORD_TOO_COMMON');
  });

  it('accepts a strong password that merely contains a known word', () => {
    const owner = { productName: 'Catalyst', email: 'jane@example.com', name: 'Jane Doe' };
    expect(findPasswordProblem('jane grows saffron near the fjord', owner)).toBeUndefined();
    expect(findPasswordProblem('compiler pioneer 1952', owner)).toBeUndefined();
  });

  it('follows the configured product name', () => {
    expect(findPasswordProblem('Kestrelwise2024', { productName: 'Kestrelwise' })).toBe(
      'PASSWORD_TOO_COMMON',
    );
    expect(findPasswordProblem('Kestrelwise2024', { productName: 'Catalyst' })).toBeUndefined();
  });

  it('names the problem: too short before too common', () => {
    expect(findPasswordProblem('abc12', context)).toBe('PASSWORD_TOO_SHORT');
    expect(findPasswordProblem('abc123', context)).toBe('PASSWORD_TOO_COMMON');
  });

  it('stays fast on the longest password allowed', () => {
    const longest = Array.from({ length: 128 }, (_, i) =>
      String.fromCharCode(33 + ((i * 37) % 90)),
    );
    findPasswordProblem('warm up the dictionaries', context);
    const started = process.cpuUsage();
    findPasswordProblem(longest.join(''), context);
    // It runs on the event loop at every sign-up. Unbounded l33t substitutions took seconds
    // here; bounded, it takes about 0.1 s. Counted in this process's CPU time, not the clock's,
    // so other test files sharing the machine's cores do not count against it.
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1_000).toBeLessThan(1_000);
  });
});
