import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing', () => {
  it('hashes with scrypt at N=2^17, r=8, p=1 and a fresh salt each time', async () => {
    // The suites' lower cost is a test setting: without it, the real cost.
    vi.stubEnv('TEST_PASSWORD_HASH_LOG2_N', undefined);
    const [first, second] = await Promise.all([
      hashPassword('correct horse'),
      hashPassword('correct horse'),
    ]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(first).not.toBe(second);
  });

  it('takes a lower cost from the test setting only under NODE_ENV=test', async () => {
    vi.stubEnv('TEST_PASSWORD_HASH_LOG2_N', '10');
    const lowered = await hashPassword('correct horse');
    expect(lowered).toMatch(/^scrypt\$1024\$8\$1\$/);
    // A hash keeps its own cost: one made cheaply still verifies, and only its own password.
    expect(await verifyPassword({ hash: lowered, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: lowered, password: 'correct horsf' })).toBe(false);

    vi.stubEnv('NODE_ENV', 'production');
    expect(await hashPassword('correct horse')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword({ hash, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct horsf' })).toBe(false);
  });

  it('refuses a hash in another format', async () => {
    expect(await verifyPassword({ hash: 'bcrypt$whatever', password: 'x' })).toBe(false);
  });
});
