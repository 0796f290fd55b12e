import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MemberOrganization, Organization } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { signUpAdmin, signUpMember, type Member } from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';

/**
 * A readable address tells nothing of organizations the public cannot see: one never published
 * is addressed by its id, and claims its name's slug only when it is first listed, numbered
 * only after namesakes the public can see. Every address that ever worked keeps working.
 */
let webRoot: string;
let testApp: TestApp;
let admin: Member;

beforeAll(async () => {
  // A stand-in web build, so page loads answer as in production (redirects, 404s).
  webRoot = mkdtempSync(join(tmpdir(), 'catalyst-slug-privacy-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  testApp = await buildTestApp({ webRoot });
  admin = await signUpAdmin(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const member = () => signUpMember(testApp.app, testApp.database.db);

async function create(owner: Member, name: string): Promise<MemberOrganization> {
  const response = await owner.browser.post('/api/organizations', {
    name,
    description: 'Keeps the harbour lights burning.',
    country: 'PT',
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: MemberOrganization }).data;
}

async function rename(owner: Member, id: string, name: string): Promise<MemberOrganization> {
  const response = await owner.browser.request({
    method: 'PUT',
    url: `/api/organizations/${id}`,
    payload: {
      name,
      description: 'Keeps the harbour lights burning.',
      country: 'PT',
      categoryIds: ['education'],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: MemberOrganization }).data;
}

/** Publishes it as an owner does without paying: a guest code from the console, redeemed. */
async function publish(owner: Member, id: string): Promise<void> {
  const made = await admin.browser.post('/api/admin/guest-codes', {
    maxUses: 1,
    reason: 'Publishes a test organization.',
  });
  expect(made.statusCode, made.body).toBe(201);
  const { code } = (made.json() as { data: { code: string } }).data;
  const redeemed = await owner.browser.post('/api/payments/apply-guest-code', {
    organizationId: id,
    code,
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
}

/** The profile as a stranger reads it at `ref`. */
async function publicProfile(ref: string): Promise<Organization> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${ref}` });
  expect(response.statusCode, `${ref}: ${response.body}`).toBe(200);
  return (response.json() as { data: Organization }).data;
}

const pageAt = (path: string) => new Browser(testApp.app).get(path);

async function setHidden(id: string, hidden: boolean) {
  const response = await admin.browser.post(
    `/api/admin/organizations/${id}/${hidden ? 'hide' : 'restore'}`,
    { reason: 'Checking how addresses follow moderation.' },
  );
  expect(response.statusCode, response.body).toBe(200);
}

describe('a namesake of an organization that was never published', () => {
  it('gets an address that says nothing of it, and the bare slug when it is listed first', async () => {
    const [quiet, stranger] = await Promise.all([member(), member()]);
    const hidden = await create(quiet, 'Harbour Lights Collective');
    const namesake = await create(stranger, 'Harbour Lights Collective');

    // Each is addressed by its own id: neither address depends on the other existing.
    expect(hidden.slug).toBe(hidden.id);
    expect(namesake.slug).toBe(namesake.id);
    const mine = (await stranger.browser.get('/api/users/organizations')).json() as {
      data: MemberOrganization[];
    };
    expect(mine.data.map((entry) => entry.slug)).toEqual([namesake.id]);

    // Listed first, the newer one takes the name's own slug: the older one reserved nothing.
    await publish(stranger, namesake.id);
    expect((await publicProfile(namesake.id)).slug).toBe('harbour-lights-collective');
    // The name of the one still unpublished is nowhere to be found.
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/organizations/harbour-lights-collective-2',
    });
    expect(unknown.statusCode).toBe(404);

    // Published in turn, the older one is numbered after the one the public could see.
    await publish(quiet, hidden.id);
    expect((await publicProfile(hidden.id)).slug).toBe('harbour-lights-collective-2');
  });

  it('is not numbered after one renamed while unpublished either', async () => {
    const [quiet, stranger] = await Promise.all([member(), member()]);
    const draft = await create(quiet, 'Saltmarsh Guild Draft');
    const renamed = await rename(quiet, draft.id, 'Saltmarsh Guild');
    expect(renamed.slug).toBe(draft.id);

    const namesake = await create(stranger, 'Saltmarsh Guild');
    await publish(stranger, namesake.id);
    expect((await publicProfile(namesake.id)).slug).toBe('saltmarsh-guild');
    for (const slug of ['saltmarsh-guild-draft', 'saltmarsh-guild-2']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/organizations/${slug}`,
      });
      expect(response.statusCode, slug).toBe(404);
    }
  });
});

describe('an organization’s addresses', () => {
  it('are its id while it is unpublished: its people find it there, strangers find nothing', async () => {
    const owner = await member();
    const draft = await create(owner, 'Lantern Keepers Draft');
    expect((await owner.browser.get(`/api/organizations/${draft.id}`)).statusCode).toBe(200);
    expect((await pageAt(`/organizations/${draft.id}`)).statusCode).toBe(404);
    const byName = await owner.browser.get('/api/organizations/lantern-keepers-draft');
    expect(byName.statusCode).toBe(404);
  });

  it('keep working once it is published: its id leads to its readable address for good', async () => {
    const owner = await member();
    const draft = await create(owner, 'Lantern Keepers');
    await publish(owner, draft.id);
    const published = await publicProfile(draft.id);
    expect(published.slug).toBe('lantern-keepers');
    const byId = await pageAt(`/organizations/${draft.id}?ref=mail`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers['location']).toBe('/organizations/lantern-keepers?ref=mail');
    expect((await pageAt('/organizations/lantern-keepers')).statusCode).toBe(200);
  });

  it('follow a rename while it is hidden only once the public can see it again', async () => {
    const [owner, stranger] = await Promise.all([member(), member()]);
    const organization = await create(owner, 'Beacon Rowing Club');
    await publish(owner, organization.id);
    await setHidden(organization.id, true);

    const renamed = await rename(owner, organization.id, 'Tern Rowing Club');
    // Hidden, it keeps the address the public knew; its new name is nobody else's business.
    expect(renamed.slug).toBe('beacon-rowing-club');
    const namesake = await create(stranger, 'Tern Rowing Club');
    await publish(stranger, namesake.id);
    expect((await publicProfile(namesake.id)).slug).toBe('tern-rowing-club');

    await setHidden(organization.id, false);
    expect((await publicProfile(organization.id)).slug).toBe('tern-rowing-club-2');
    const byOldAddress = await pageAt('/organizations/beacon-rowing-club');
    expect(byOldAddress.statusCode).toBe(301);
    expect(byOldAddress.headers['location']).toBe('/organizations/tern-rowing-club-2');
  });
});
