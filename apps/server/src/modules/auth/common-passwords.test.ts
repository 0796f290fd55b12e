import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_COUNT,
  findPasswordProblem,
  isCommonPassword,
} from './common-passwords.js';

describe('the common-password block list', () => {
  it('holds at least the top 1,000', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
  });

  it.each([
    '123456',
    'password',
    '12345678',
    'qwerty',
    '123456789',
    'dragon',
    'iloveyou',
    'trustno1',
    'passw0rd',
    'qwerty123',
  ])('lists %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('compares without case', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
  });

  it('lets an uncommon passphrase through', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(findPasswordProblem('correct horse battery staple')).toBeUndefined();
  });

  it('names the problem: too short before too common', () => {
    expect(findPasswordProblem('abc12')).toBe('PASSWORD_TOO_SHORT');
    expect(findPasswordProblem('abc123')).toBe('PASSWORD_TOO_COMMON');
    expect(findPasswordProblem('zq8!vt')).toBeUndefined();
  });
});
