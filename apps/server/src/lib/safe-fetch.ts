import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, isIPv4 } from 'node:net';

/**
 * GET of an address someone else chose (an organization's website), made safe to run from
 * inside our network (SSRF): only http(s); the name resolved once, every address it resolves
 * to checked public, and the connection pinned to the checked address (no second lookup a
 * rebinding DNS server could answer differently); redirects followed only within the same
 * site, each hop checked again; one deadline for everything; at most `maxBytes` read. The
 * rules and why: docs/decisions/0022-website-verification.md.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /**
   * Tests only (the configuration refuses it in production): loopback (127.0.0.0/8, ::1)
   * counts as public, so a stand-in site on this machine can be fetched.
   */
  allowLoopback?: boolean;
  /** Resolves a host name; defaults to the system resolver. Tests substitute their own. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export type SafeFetchFailure =
  | 'not-web'
  | 'not-public'
  | 'other-host-redirect'
  | 'too-many-redirects'
  | 'timed-out'
  | 'name-not-found'
  | 'connection-failed'
  | 'status';

export type SafeFetchResult =
  | {
      ok: true;
      /** The address the body came from, after redirects. */
      url: string;
      status: number;
      contentType: string;
      /** At most maxBytes of the body. */
      body: Buffer;
      truncated: boolean;
    }
  | { ok: false; url: string; failure: SafeFetchFailure; status?: number };

// IPv4 ranges that are not the public internet: "this network", private, carrier-grade NAT,
// loopback, link-local (cloud metadata at 169.254.169.254), IETF, documentation,
// benchmarking, multicast, reserved and broadcast.
const blockedIPv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockedIPv4.addSubnet(network, prefix, 'ipv4');
}

// IPv6: only global unicast (2000::/3) is public, which leaves out ::, ::1, IPv4-mapped and
// -compatible forms, NAT64, unique-local (fc00::/7), link-local (fe80::/10) and multicast.
// Within it, the ranges that tunnel to IPv4 or are not routed: IETF protocol assignments
// (Teredo among them), documentation, 6to4.
const globalIPv6 = new BlockList();
globalIPv6.addSubnet('2000::', 3, 'ipv6');
const blockedIPv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  blockedIPv6.addSubnet(network, prefix, 'ipv6');
}

const loopbackIPv4 = new BlockList();
loopbackIPv4.addSubnet('127.0.0.0', 8, 'ipv4');

/** `::ffff:7f00:1` (any spelling of an IPv4-mapped IPv6 address) as `127.0.0.1`; else null. */
function mappedIPv4(address: string): string | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname;
  } catch {
    return null;
  }
  const match = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(canonical);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether connecting to this IP address reaches the public internet (and nothing of ours). */
export function isPublicAddress(address: string, options: { allowLoopback?: boolean } = {}) {
  const ipv4 = isIPv4(address) ? address : isIP(address) === 6 ? mappedIPv4(address) : null;
  if (ipv4 !== null) {
    if (options.allowLoopback && loopbackIPv4.check(ipv4, 'ipv4')) return true;
    return !blockedIPv4.check(ipv4, 'ipv4');
  }
  if (isIP(address) !== 6) return false;
  if (options.allowLoopback && address === '::1') return true;
  return globalIPv6.check(address, 'ipv6') && !blockedIPv6.check(address, 'ipv6');
}

/** The host without "www.": a site may redirect between its bare and www names. */
const siteOf = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

/** `[::1]` as URL.hostname spells it, `::1` as sockets and the address checks need it. */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** `localhost` and any name under it (RFC 6761). */
const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
}

class FetchFailure extends Error {
  constructor(
    readonly failure: SafeFetchFailure,
    readonly status?: number,
  ) {
    super(failure);
  }
}

/** The one address this hop may connect to: checked, and then the only one used. */
async function checkedAddress(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  const host = bareHost(url.hostname);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else if (isLocalhostName(host)) {
    // RFC 6761: localhost names are loopback, whatever a resolver would say; never asked.
    addresses = [{ address: '127.0.0.1', family: 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new FetchFailure('name-not-found');
    }
  }
  if (addresses.length === 0) throw new FetchFailure('name-not-found');
  // One private answer among public ones is refused too: which one a client would use is not
  // ours to guess, and a name that points inside is not a website anyone else can see.
  if (addresses.some((entry) => !isPublicAddress(entry.address, options))) {
    throw new FetchFailure('not-public');
  }
  return addresses[0]!;
}

interface Hop {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
  truncated: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** One request to the pinned address, the Host header and TLS name still the site's. */
function requestOnce(
  url: URL,
  pinned: ResolvedAddress,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Hop> {
  const host = bareHost(url.hostname);
  const secure = url.protocol === 'https:';
  return new Promise<Hop>((resolve, reject) => {
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      host,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        'user-agent': 'CatalystWebsiteVerification/1.0',
        accept: 'text/html, text/plain;q=0.9, */*;q=0.1',
        'accept-encoding': 'identity',
      },
      // Pinning: whatever name Node asks about, the answer is the address already checked.
      lookup: (_hostname, lookupOptions, callback) => {
        if (lookupOptions.all) {
          callback(null, [{ address: pinned.address, family: pinned.family }]);
        } else {
          callback(null, pinned.address, pinned.family);
        }
      },
      ...(secure && isIP(host) === 0 ? { servername: host } : {}),
      agent: false,
      signal,
    });
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      const contentType = response.headers['content-type'] ?? '';
      if (REDIRECT_STATUSES.has(status) && location) {
        // Nothing of a redirect's body is needed.
        response.destroy();
        request.destroy();
        resolve({ status, location, contentType, body: Buffer.alloc(0), truncated: false });
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      const finish = (truncated: boolean) =>
        resolve({
          status,
          location: undefined,
          contentType,
          body: Buffer.concat(chunks).subarray(0, maxBytes),
          truncated,
        });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        if (received >= maxBytes) {
          // Enough read: stop the transfer instead of downloading the rest.
          response.destroy();
          request.destroy();
          finish(received > maxBytes || !response.complete);
        }
      });
      response.on('end', () => finish(false));
      response.on('error', reject);
    });
    request.end();
  });
}

function failureOf(error: unknown, signal: AbortSignal): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (signal.aborted) return new FetchFailure('timed-out');
  return new FetchFailure('connection-failed');
}

export async function safeFetch(
  address: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, url: address, failure: 'not-web' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return { ok: false, url: url.href, failure: 'not-web' };
  }
  const site = siteOf(url.hostname);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      let hop: Hop;
      try {
        // The deadline covers name resolution too: a slow resolver is as slow as a slow site.
        const pinned = await Promise.race([
          checkedAddress(url, options),
          new Promise<never>((_, reject) =>
            deadline.signal.addEventListener('abort', () => reject(new FetchFailure('timed-out')), {
              once: true,
            }),
          ),
        ]);
        hop = await requestOnce(url, pinned, deadline.signal, options.maxBytes);
      } catch (error) {
        const failure = failureOf(error, deadline.signal);
        return { ok: false, url: url.href, failure: failure.failure };
      }
      if (hop.location !== undefined) {
        if (redirects >= options.maxRedirects) {
          return { ok: false, url: url.href, failure: 'too-many-redirects' };
        }
        let next: URL;
        try {
          next = new URL(hop.location, url);
        } catch {
          return { ok: false, url: url.href, failure: 'connection-failed' };
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          return { ok: false, url: next.href, failure: 'not-web' };
        }
        if (siteOf(next.hostname) !== site || next.username || next.password) {
          return { ok: false, url: next.href, failure: 'other-host-redirect' };
        }
        url = next;
        continue;
      }
      if (hop.status < 200 || hop.status > 299) {
        return { ok: false, url: url.href, failure: 'status', status: hop.status };
      }
      return {
        ok: true,
        url: url.href,
        status: hop.status,
        contentType: hop.contentType,
        body: hop.body,
        truncated: hop.truncated,
      };
    }
  } finally {
    clearTimeout(timer);
  }
}
