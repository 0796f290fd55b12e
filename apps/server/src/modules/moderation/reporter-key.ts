import { createHmac } from 'node:crypto';
import { clientSource } from '../../lib/client-source.js';

/**
 * Who sent a report, as far as its limits need to know: the client's source (an IPv4 address,
 * an IPv6 /64) under a keyed hash. The same client always gets the same key, so it can be
 * counted, but the address cannot be read back from it, nor found by hashing guesses without
 * the server's secret.
 */
export function reporterKeyOf(secret: string, clientIp: string): string {
  return createHmac('sha256', secret)
    .update(`report-client:${clientSource(clientIp)}`)
    .digest('base64url');
}
