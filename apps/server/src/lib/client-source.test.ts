import { describe, expect, it } from 'vitest';
import { clientSource, isLoopbackAddress } from './client-source.js';

describe('clientSource', () => {
  it('counts an IPv4 client by its address, also when mapped into IPv6', () => {
    expect(clientSource('203.0.113.7')).toBe('203.0.113.7');
    expect(clientSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(clientSource('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(clientSource('2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientSource('2001:DB8:85A3:8D3::1')).toBe(network);
    expect(clientSource('2001:db8:85a3:8d4::1')).not.toBe(network);
    expect(clientSource('::1')).toBe('0:0:0:0::/64');
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each(['10.0.0.1', '192.168.1.20', '203.0.113.7', '::2', '2001:db8::1', 'not an address'])(
    '%s is not',
    (address) => expect(isLoopbackAddress(address)).toBe(false),
  );
});
