import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a request comes from, as limits should count it: an IPv4 address as it is, an
 * IPv6 address by its /64 network. One IPv6 subscriber is handed a whole /64, so counting
 * single addresses would give an attacker 2^64 fresh identities for free.
 */
export function clientSource(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (an embedded IPv4 tail too). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap(ipv4TailAsGroups) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

function ipv4TailAsGroups(group: string): string[] {
  if (!isIPv4(group)) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** Loopback as the trusted proxy reports the client: 127.0.0.0/8 or ::1 (mapped forms too). */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.trim().toLowerCase();
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (v4 && isIPv4(v4)) return v4.startsWith('127.');
  return isIPv6(address) && expandIPv6(address).join(':') === '0:0:0:0:0:0:0:1';
}
