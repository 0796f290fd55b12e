import { describe, expect, it } from 'vitest';
import { issueTrustedDevice, trustedDeviceId } from './trusted-device.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('trusted-device cookies', () => {
  it('are recognised for the account they were issued for, in any case of its address', () => {
    const cookie = issueTrustedDevice(SECRET, 'Owner@Example.org');
    const deviceId = trustedDeviceId(SECRET, cookie, 'owner@example.org ');
    expect(deviceId).toBe(cookie.split('.')[0]);
    expect(cookie).not.toContain('owner');
  });

  it('mean nothing for another account, another secret, or when tampered with', () => {
    const cookie = issueTrustedDevice(SECRET, 'owner@example.org');
    const [id = '', mac = ''] = cookie.split('.');
    expect(trustedDeviceId(SECRET, cookie, 'someone@example.org')).toBeUndefined();
    expect(trustedDeviceId(`${SECRET}-rotated`, cookie, 'owner@example.org')).toBeUndefined();
    expect(trustedDeviceId(SECRET, `${id}x.${mac}`, 'owner@example.org')).toBeUndefined();
    expect(trustedDeviceId(SECRET, `${id}.${mac.slice(1)}`, 'owner@example.org')).toBeUndefined();
    expect(trustedDeviceId(SECRET, `${cookie}.extra`, 'owner@example.org')).toBeUndefined();
    expect(trustedDeviceId(SECRET, undefined, 'owner@example.org')).toBeUndefined();
  });
});
