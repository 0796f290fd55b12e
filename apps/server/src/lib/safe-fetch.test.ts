import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWebsiteStandIn, type WebsiteStandIn } from '../../test/stand-ins/website.js';
import { isPublicAddress, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

const limits = { timeoutMs: 1_500, maxBytes: 64 * 1024, maxRedirects: 3 };
const onLoopback: SafeFetchOptions = { ...limits, allowLoopback: true };

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '::ffff:1.1.1.1',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('lets the test allowance open loopback and nothing else', () => {
    const allowance = { allowLoopback: true };
    expect(isPublicAddress('127.0.0.1', allowance)).toBe(true);
    expect(isPublicAddress('::1', allowance)).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1', allowance)).toBe(true);
    for (const address of ['10.0.0.1', '192.168.0.1', '169.254.169.254', 'fe80::1', 'fc00::1']) {
      expect(isPublicAddress(address, allowance)).toBe(false);
    }
  });
});

describe('safeFetch', () => {
  let site: WebsiteStandIn;

  beforeAll(async () => {
    site = await startWebsiteStandIn();
  });
  afterAll(async () => {
    await site.close();
  });
  beforeEach(() => {
    site.route('/file.txt', { kind: 'page', body: 'code-123', contentType: 'text/plain' });
  });

  it('reads a page on loopback with the test allowance', async () => {
    const result = await safeFetch(`${site.origin}/file.txt`, onLoopback);
    expect(result).toMatchObject({ ok: true, status: 200, truncated: false });
    expect(result.ok && result.body.toString()).toBe('code-123');
  });

  it('refuses loopback without the allowance, before connecting', async () => {
    const before = site.requests.length;
    const result = await safeFetch(`${site.origin}/file.txt`, limits);
    expect(result).toMatchObject({ ok: false, failure: 'not-public' });
    expect(site.requests.length).toBe(before);
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://100.64.0.1/',
    'http://172.16.0.1/',
    'http://192.168.0.1/',
  ])('refuses %s', async (url) => {
    const result = await safeFetch(url, limits);
    expect(result).toMatchObject({ ok: false, failure: 'not-public' });
  });

  it('refuses a name that resolves to a private address, and one with any private answer', async () => {
    const privateOnly = await safeFetch('http://intranet.example/', {
      ...limits,
      resolve: async () => [{ address: '10.1.2.3', family: 4 }],
    });
    expect(privateOnly).toMatchObject({ ok: false, failure: 'not-public' });
    const mixed = await safeFetch('http://mixed.example/', {
      ...limits,
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    });
    expect(mixed).toMatchObject({ ok: false, failure: 'not-public' });
  });

  it('resolves once and connects to the checked address, sending the site’s name as Host', async () => {
    // A rebinding resolver: a checked address first, an internal one to any later question.
    const answers = ['127.0.0.1', '10.0.0.1'];
    let lookups = 0;
    const result = await safeFetch(`http://rebind.example:${site.port}/file.txt`, {
      ...onLoopback,
      resolve: async () => [{ address: answers[Math.min(lookups++, 1)]!, family: 4 }],
    });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(lookups).toBe(1);
    expect(site.requests.at(-1)).toEqual({
      path: '/file.txt',
      host: `rebind.example:${site.port}`,
    });
  });

  it('takes localhost names for loopback without asking a resolver (RFC 6761)', async () => {
    let asked = false;
    const resolve = async () => {
      asked = true;
      return [{ address: '93.184.215.14', family: 4 as const }];
    };
    const url = `http://site.localhost:${site.port}/file.txt`;
    expect(await safeFetch(url, { ...limits, resolve })).toMatchObject({
      ok: false,
      failure: 'not-public',
    });
    expect(await safeFetch(url, { ...onLoopback, resolve })).toMatchObject({ ok: true });
    expect(site.requests.at(-1)?.host).toBe(`site.localhost:${site.port}`);
    expect(asked).toBe(false);
  });

  it('says when a name does not resolve', async () => {
    const result = await safeFetch('http://nowhere.example/', {
      ...limits,
      resolve: async () => {
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    expect(result).toMatchObject({ ok: false, failure: 'name-not-found' });
  });

  it('follows redirects on the same host, checking each hop', async () => {
    site.route('/old', { kind: 'redirect', location: '/file.txt' });
    const result = await safeFetch(`${site.origin}/old`, onLoopback);
    expect(result).toMatchObject({ ok: true, url: `${site.origin}/file.txt` });
  });

  it('refuses a redirect to another host, without following it', async () => {
    site.route('/away', { kind: 'redirect', location: 'http://169.254.169.254/latest/' });
    const result = await safeFetch(`${site.origin}/away`, onLoopback);
    expect(result).toMatchObject({ ok: false, failure: 'other-host-redirect' });
    site.route('/elsewhere', {
      kind: 'redirect',
      location: `http://localhost:${site.port}/file.txt`,
    });
    expect(await safeFetch(`${site.origin}/elsewhere`, onLoopback)).toMatchObject({
      ok: false,
      failure: 'other-host-redirect',
    });
  });

  it('refuses a redirect to another scheme than http(s)', async () => {
    site.route('/ftp', { kind: 'redirect', location: 'file:///etc/passwd' });
    expect(await safeFetch(`${site.origin}/ftp`, onLoopback)).toMatchObject({
      ok: false,
      failure: 'not-web',
    });
  });

  it('stops after the allowed number of redirects', async () => {
    site.route('/loop', { kind: 'redirect', location: '/loop' });
    const before = site.requests.length;
    const result = await safeFetch(`${site.origin}/loop`, onLoopback);
    expect(result).toMatchObject({ ok: false, failure: 'too-many-redirects' });
    expect(site.requests.length - before).toBe(limits.maxRedirects + 1);
  });

  it('reads no more than the size limit of a huge body, then hangs up', async () => {
    site.route('/huge', { kind: 'huge', bytes: 50 * 1024 * 1024 });
    const before = site.hugeBytesSent;
    const result = await safeFetch(`${site.origin}/huge`, onLoopback);
    expect(result).toMatchObject({ ok: true, truncated: true });
    expect(result.ok && result.body.length).toBe(limits.maxBytes);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(site.hugeBytesSent - before).toBeLessThan(10 * 1024 * 1024);
  });

  it('gives up on a slow site at the deadline', async () => {
    site.route('/slow', { kind: 'slow' });
    const started = Date.now();
    const result = await safeFetch(`${site.origin}/slow`, { ...onLoopback, timeoutMs: 600 });
    expect(result).toMatchObject({ ok: false, failure: 'timed-out' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('times out a resolver that never answers', async () => {
    const result = await safeFetch('http://stuck.example/', {
      ...limits,
      timeoutMs: 300,
      resolve: () => new Promise(() => {}),
    });
    expect(result).toMatchObject({ ok: false, failure: 'timed-out' });
  });

  it('reports an error status', async () => {
    expect(await safeFetch(`${site.origin}/missing`, onLoopback)).toMatchObject({
      ok: false,
      failure: 'status',
      status: 404,
    });
  });

  it('refuses other schemes and credentials in the address', async () => {
    for (const url of [
      'ftp://example.org/',
      'file:///etc/passwd',
      'http://user:pw@example.org/',
      'nonsense',
    ]) {
      expect(await safeFetch(url, limits)).toMatchObject({ ok: false, failure: 'not-web' });
    }
  });

  it('says when nothing listens', async () => {
    const closed = await startWebsiteStandIn();
    const origin = closed.origin;
    await closed.close();
    expect(await safeFetch(`${origin}/`, onLoopback)).toMatchObject({
      ok: false,
      failure: 'connection-failed',
    });
  });
});
