import type {
  Organization,
  OrganizationList,
  WebsiteCheckResult,
  WebsiteVerification,
} from '@catalyst/shared';
import {
  organizationFormMessages,
  teamMessages,
  WEBSITE_CHECK_LIMITS,
  WEBSITE_EMAIL_LIMITS,
  websiteVerificationMessages as text,
} from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { startWebsiteStandIn, type WebsiteStandIn } from '../../../test/stand-ins/website.js';
import {
  organizationMembers,
  organizations,
  rateLimits,
  websiteEmailChallenges,
} from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mail/mailer.js';

const LOOPBACK = { WEBSITE_VERIFICATION_ALLOW_LOOPBACK: 'true' };
const FILE = '/.well-known/catalyst-verification.txt';

let testApp: TestApp;
let site: WebsiteStandIn;
/** The stand-in by a name the profile form accepts (localhost names are loopback). */
let siteUrl: string;
let owner: Member;
let editor: Member;
let stranger: Member;
const mail: MailMessage[] = [];

beforeAll(async () => {
  site = await startWebsiteStandIn();
  siteUrl = `http://site.localhost:${site.port}`;
  testApp = await buildTestApp({
    env: LOOPBACK,
    mailer: { send: async (message) => void mail.push(message) },
  });
  const { app, database } = testApp;
  [owner, editor, stranger] = await Promise.all([
    signUpMember(app, database.db),
    signUpMember(app, database.db),
    signUpMember(app, database.db),
  ]);
});

afterAll(async () => {
  await testApp?.close();
  await site?.close();
});

beforeEach(async () => {
  // Each test starts with fresh allowances: the limits have tests of their own.
  await testApp.database.db.delete(rateLimits);
});

/** A published organization of `owner`'s, with `editor` as its editor, at `websiteUrl`. */
async function organizationAt(
  websiteUrl: string | null,
  status: 'published' | 'pending' = 'published',
) {
  const db = testApp.database.db;
  const row = await createOrganization(db, {
    createdBy: owner.userId,
    status,
    websiteUrl,
    categories: ['education'],
  });
  await db
    .insert(organizationMembers)
    .values({ organizationId: row.id, userId: editor.userId, role: 'editor' });
  return row.id;
}

const base = (id: string) => `/api/organizations/${id}/website-verification`;

async function stateOf(id: string): Promise<WebsiteVerification> {
  const response = await owner.browser.get(base(id));
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: WebsiteVerification }).data;
}

async function check(id: string, method: 'file' | 'meta', who: Member = owner) {
  return who.browser.post(`${base(id)}/check`, { method });
}

async function checkResult(id: string, method: 'file' | 'meta'): Promise<WebsiteCheckResult> {
  const response = await check(id, method);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: WebsiteCheckResult }).data;
}

async function publicOrganization(id: string): Promise<Organization> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${id}` });
  return (response.json() as { data: Organization }).data;
}

describe('who may verify', () => {
  let id: string;
  let pendingId: string;
  beforeAll(async () => {
    id = await organizationAt(`${siteUrl}/`);
    pendingId = await organizationAt(`${siteUrl}/`, 'pending');
  });

  it('answers a guest 401 and someone signed out 401, on every route', async () => {
    const guest = await signInGuest(testApp.app);
    for (const browser of [guest.browser]) {
      expect((await browser.get(base(id))).statusCode).toBe(401);
      expect((await browser.post(`${base(id)}/check`, { method: 'file' })).statusCode).toBe(401);
      expect((await browser.post(`${base(id)}/email`, { email: 'a@b.org' })).statusCode).toBe(401);
    }
    const nobody = await testApp.app.inject({ method: 'GET', url: base(id) });
    expect(nobody.statusCode).toBe(401);
  });

  it('refuses an editor: verifying is an owner’s', async () => {
    for (const response of [
      await editor.browser.get(base(id)),
      await check(id, 'file', editor),
      await editor.browser.post(`${base(id)}/email`, { email: 'web@example.org' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { message: teamMessages.ownersOnly } });
    }
    expect(site.requests.length).toBe(0);
  });

  it('refuses a signed-in stranger: 403 for a listed organization, 404 for an unlisted one', async () => {
    const listed = await stranger.browser.get(base(id));
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({
      error: { message: organizationFormMessages.noPermission },
    });
    expect((await check(pendingId, 'file', stranger)).statusCode).toBe(404);
    expect((await stranger.browser.get(base(pendingId))).statusCode).toBe(404);
    expect(site.requests.length).toBe(0);
  });

  it('validates the method and the id', async () => {
    expect((await owner.browser.post(`${base(id)}/check`, { method: 'dns' })).statusCode).toBe(400);
    expect(
      (await owner.browser.post(`${base(id)}/check`, { method: 'file', extra: 1 })).statusCode,
    ).toBe(400);
    expect(
      (await owner.browser.get('/api/organizations/not-a-uuid/website-verification')).statusCode,
    ).toBe(400);
  });
});

describe('the state and its code', () => {
  it('makes a code on the first request and keeps it', async () => {
    const id = await organizationAt('https://www.example.org/about');
    const first = await stateOf(id);
    expect(first).toMatchObject({
      website: 'https://www.example.org/about',
      domain: 'example.org',
      verified: null,
      fileUrl: 'https://www.example.org/.well-known/catalyst-verification.txt',
      pageUrl: 'https://www.example.org/',
    });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.metaTag).toBe(`<meta name="catalyst-verification" content="${first.token}">`);
    expect((await stateOf(id)).token).toBe(first.token);
    const other = await stateOf(await organizationAt('https://example.com'));
    expect(other.token).not.toBe(first.token);
  });

  it('is never cached', async () => {
    const id = await organizationAt('https://example.org');
    const response = await owner.browser.get(base(id));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a check without a website (409)', async () => {
    const id = await organizationAt(null);
    const response = await check(id, 'file');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: text.noWebsite } });
  });
});

describe('the file and meta tag methods, against a stand-in site', () => {
  it('verifies by the file, shows the badge on the profile and the card, and a new website clears it', async () => {
    const id = await organizationAt(`${siteUrl}/welcome`);
    const { token } = await stateOf(id);
    site.route(FILE, { kind: 'page', body: `${token}\n`, contentType: 'text/plain' });

    const result = await checkResult(id, 'file');
    expect(result).toMatchObject({ verified: true, reason: null });
    expect(result.verification.verified).toMatchObject({
      method: 'file',
      domain: 'site.localhost',
    });

    expect((await publicOrganization(id)).websiteVerified).toEqual({ domain: 'site.localhost' });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/organizations?limit=24' });
    const card = (list.json() as { data: OrganizationList }).data.items.find(
      (item) => item.id === id,
    );
    expect(card?.websiteVerified).toEqual({ domain: 'site.localhost' });

    // Saving the profile with the same website keeps the badge; another website clears it.
    const edit = {
      name: (await publicOrganization(id)).name,
      description: 'Still us.',
      country: 'DE',
      categoryIds: ['education'],
    };
    const same = await owner.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: { ...edit, websiteUrl: `${siteUrl}/welcome` },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await publicOrganization(id)).websiteVerified).toEqual({ domain: 'site.localhost' });

    const moved = await editor.browser.request({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      payload: { ...edit, websiteUrl: 'https://elsewhere.example.org' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await publicOrganization(id)).websiteVerified).toBeNull();
    const after = await testApp.app.inject({ method: 'GET', url: '/api/organizations?limit=24' });
    const cardAfter = (after.json() as { data: OrganizationList }).data.items.find(
      (item) => item.id === id,
    );
    expect(cardAfter?.websiteVerified).toBeNull();
    expect((await stateOf(id)).verified).toBeNull();
  });

  it('says when the file does not contain the code', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    site.route(FILE, { kind: 'page', body: 'someone-else', contentType: 'text/plain' });
    expect(await checkResult(id, 'file')).toMatchObject({
      verified: false,
      reason: text.fileWithoutCode,
      verification: { verified: null },
    });
    expect((await publicOrganization(id)).websiteVerified).toBeNull();
  });

  it('verifies by the meta tag on the home page, and says when it is missing', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    const { token } = await stateOf(id);
    site.route('/', {
      kind: 'page',
      body: '<!doctype html><html><head><title>Us</title></head><body>Hello</body></html>',
    });
    expect(await checkResult(id, 'meta')).toMatchObject({
      verified: false,
      reason: text.pageWithoutMeta,
    });
    site.route('/', {
      kind: 'page',
      body: `<!doctype html><html><head><META content='${token}' NAME="Catalyst-Verification" /></head></html>`,
    });
    const result = await checkResult(id, 'meta');
    expect(result).toMatchObject({
      verified: true,
      verification: { verified: { method: 'meta' } },
    });
  });

  it('looks for the meta tag in the first 64 kB only', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    const { token } = await stateOf(id);
    site.route('/', {
      kind: 'page',
      body: `<html><head>${' '.repeat(70 * 1024)}<meta name="catalyst-verification" content="${token}"></head></html>`,
    });
    expect(await checkResult(id, 'meta')).toMatchObject({
      verified: false,
      reason: text.pageWithoutMeta,
    });
  });

  it('reads a huge file only up to its limit', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    const { token } = await stateOf(id);
    site.route(FILE, { kind: 'huge', bytes: 100 * 1024 * 1024, prefix: token });
    const before = site.hugeBytesSent;
    expect(await checkResult(id, 'file')).toMatchObject({ verified: true });
    expect(site.hugeBytesSent - before).toBeLessThan(10 * 1024 * 1024);
  });

  it('follows a redirect on the same host, and refuses one to another host', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    const { token } = await stateOf(id);
    site.route('/moved.txt', { kind: 'page', body: token, contentType: 'text/plain' });
    site.route(FILE, { kind: 'redirect', location: '/moved.txt' });
    expect(await checkResult(id, 'file')).toMatchObject({ verified: true });

    const other = await organizationAt(`${siteUrl}/`);
    await stateOf(other);
    site.route(FILE, { kind: 'redirect', location: 'http://169.254.169.254/latest/meta-data/' });
    expect(await checkResult(other, 'file')).toMatchObject({
      verified: false,
      reason: text.otherHostRedirect,
    });
  });

  it('stops after three redirects', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    site.route(FILE, { kind: 'redirect', location: FILE });
    expect(await checkResult(id, 'file')).toMatchObject({
      reason: text.unreachable(`${siteUrl}${FILE}`, text.tooManyRedirects),
    });
  });

  it('says what the server answered', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    site.route(FILE, { kind: 'page', status: 404, body: 'Not here' });
    expect(await checkResult(id, 'file')).toMatchObject({
      reason: text.unreachable(`${siteUrl}${FILE}`, text.answered(404)),
    });
  });

  it('gives up on a slow site after 5 seconds', { timeout: 15_000 }, async () => {
    const id = await organizationAt(`${siteUrl}/`);
    site.route(FILE, { kind: 'slow' });
    const started = Date.now();
    expect(await checkResult(id, 'file')).toMatchObject({
      verified: false,
      reason: text.unreachable(`${siteUrl}${FILE}`, text.timedOut),
    });
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('refuses private and metadata addresses even with the loopback allowance', async () => {
    for (const website of [
      'http://10.0.0.1/',
      'http://169.254.169.254/',
      'http://192.168.1.1/',
      'http://[fd00::1]/',
      'http://[::ffff:10.0.0.1]/',
    ]) {
      const id = await organizationAt(website);
      expect(await checkResult(id, 'file')).toMatchObject({
        verified: false,
        reason: text.notPublic,
      });
    }
  });

  it('limits checks per owner', async () => {
    const id = await organizationAt(`${siteUrl}/`);
    site.route(FILE, { kind: 'page', status: 404, body: '' });
    for (let i = 0; i < WEBSITE_CHECK_LIMITS.perUser.max; i += 1) {
      expect((await check(id, 'file')).statusCode).toBe(200);
    }
    const before = site.requests.length;
    const refused = await check(id, 'file');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { message: text.tooManyChecks } });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(site.requests.length).toBe(before);
  });
});

describe('without the loopback allowance (as in production)', () => {
  let plain: TestApp;
  let plainOwner: Member;
  beforeAll(async () => {
    plain = await buildTestApp();
    plainOwner = await signUpMember(plain.app, plain.database.db);
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('refuses the stand-in site on loopback, before connecting', async () => {
    for (const website of [
      `${siteUrl}/`,
      `${site.origin}/`,
      `http://localhost:${site.port}/`,
      `http://[::1]:${site.port}/`,
    ]) {
      const row = await createOrganization(plain.database.db, {
        createdBy: plainOwner.userId,
        websiteUrl: website,
      });
      const before = site.requests.length;
      const response = await plainOwner.browser.post(`${base(row.id)}/check`, { method: 'file' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { verified: false, reason: text.notPublic } });
      expect(site.requests.length).toBe(before);
    }
  });
});

describe('the email method', () => {
  async function sendLink(id: string, email: string) {
    return owner.browser.post(`${base(id)}/email`, { email });
  }

  function tokenOf(message: MailMessage): string {
    const match = /\/website-verification\/([A-Za-z0-9_-]{43})/.exec(message.text);
    if (!match) throw new Error(`no link in: ${message.text}`);
    return match[1]!;
  }

  const confirm = (token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/website-verification/confirm',
      payload: { token },
    });

  it('accepts only a domain contact address at the website’s domain (not a subdomain, not another, not a personal mailbox)', async () => {
    const id = await organizationAt('https://www.example.org/');
    for (const email of [
      'webmaster@sub.example.org',
      'webmaster@example.org.evil.test',
      'webmaster@other.org',
      'anyone@example.org',
      'webmaster+x@example.org',
    ]) {
      const response = await sendLink(id, email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { message: text.emailOtherDomain('example.org') },
      });
    }
    expect((await sendLink(id, 'not an email')).statusCode).toBe(400);
    const ip = await organizationAt('https://93.184.215.14/');
    expect((await sendLink(ip, 'webmaster@example.org')).json()).toMatchObject({
      error: { message: text.emailNeedsHostName },
    });
  });

  it('sends a link that verifies once, storing only its hash', async () => {
    const id = await organizationAt('https://www.example.org/');
    const sent = await sendLink(id, 'Webmaster@Example.org');
    expect(sent.statusCode, sent.body).toBe(202);
    const message = mail.at(-1)!;
    expect(message.to).toBe('webmaster@example.org');
    const token = tokenOf(message);
    expect(message.text).toContain(`https://profiles.test/website-verification/${token}`);

    const [challenge] = await testApp.database.db
      .select()
      .from(websiteEmailChallenges)
      .where(eq(websiteEmailChallenges.organizationId, id));
    expect(challenge?.tokenHash).not.toContain(token);
    expect(challenge!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ data: { organizationId: id, domain: 'example.org' } });
    expect((await stateOf(id)).verified).toMatchObject({ method: 'email', domain: 'example.org' });
    expect((await publicOrganization(id)).websiteVerified).toEqual({ domain: 'example.org' });

    const replay = await confirm(token);
    expect(replay.statusCode).toBe(404);
    expect(replay.json()).toMatchObject({ error: { message: text.linkInvalid } });
  });

  it('refuses an expired link, an unknown one and a malformed one', async () => {
    const id = await organizationAt('https://example.net/');
    await sendLink(id, 'hostmaster@example.net');
    const token = tokenOf(mail.at(-1)!);
    await testApp.database.db
      .update(websiteEmailChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(websiteEmailChallenges.organizationId, id));
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await confirm('A'.repeat(43))).statusCode).toBe(404);
    expect((await confirm('short')).statusCode).toBe(400);
    expect((await stateOf(id)).verified).toBeNull();
  });

  it('refuses a link sent for a website the profile no longer names', async () => {
    const id = await organizationAt('https://example.net/');
    await sendLink(id, 'hostmaster@example.net');
    const token = tokenOf(mail.at(-1)!);
    await testApp.database.db
      .update(organizations)
      .set({ websiteUrl: 'https://example.com/' })
      .where(eq(organizations.id, id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: text.linkOutdated } });
    expect((await publicOrganization(id)).websiteVerified).toBeNull();
  });

  it('limits emails per organization', async () => {
    const id = await organizationAt('https://example.net/');
    const before = mail.length;
    for (let i = 0; i < WEBSITE_EMAIL_LIMITS.perOrganization.max; i += 1) {
      expect((await sendLink(id, 'postmaster@example.net')).statusCode).toBe(202);
    }
    const refused = await sendLink(id, 'admin@example.net');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { message: text.tooManyEmails } });
    expect(mail.length - before).toBe(WEBSITE_EMAIL_LIMITS.perOrganization.max);
  });
});
