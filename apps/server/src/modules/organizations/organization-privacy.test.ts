import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../lib/public-cache/http-caching.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOpenRole,
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizationMembers, organizations } from '../../db/schema/index.js';
import { OPENAPI_DOCUMENT_PATH } from '../api-docs/api-docs.js';

/** What only the organization's own people may learn of it. */
const PRIVATE_FIELDS = ['createdBy', 'paymentStatus', 'subscriptionType'] as const;

/**
 * A stand-in for the web's server entry that fetches what a profile page (and a role page
 * under it) prefetches, the organization, and embeds it in the page's state as the real one
 * does: through the transport the server gives it, which asks the API in-process.
 */
const SERVER_ENTRY = `
let transport;
export function configureServerRendering(options) { transport = options.transport; }
export async function render(request) {
  const ref = /^\\/organizations\\/([^/]+)/.exec(new URL(request.url).pathname)?.[1];
  const queries = [];
  if (ref) {
    const response = await transport('/api/organizations/' + ref, { method: 'GET' });
    queries.push({ queryKey: ['organization', ref], state: await response.json() });
  }
  return { html: new TextEncoder().encode('<main>profile</main>'), stateJson: JSON.stringify({ queries }), routeModules: [] };
}
`;

let webRoot: string;
let testApp: TestApp;
let owner: Member;
let editor: Member;
let outsider: Member;
let organization: { id: string; slug: string };
let roleId: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'catalyst-privacy-'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const serverEntry = join(webRoot, 'entry-server.mjs');
  writeFileSync(serverEntry, SERVER_ENTRY);

  testApp = await buildTestApp({ webRoot, webServerEntry: serverEntry });
  const { app, database } = testApp;
  [owner, editor, outsider] = await Promise.all([
    signUpMember(app, database.db),
    signUpMember(app, database.db),
    signUpMember(app, database.db),
  ]);
  organization = await createOrganization(database.db, {
    name: 'Quiet Ledger Cooperative',
    countryCode: 'FI',
    createdBy: owner.userId,
  });
  await database.db
    .update(organizations)
    .set({ subscriptionType: 'monthly' })
    .where(eq(organizations.id, organization.id));
  await database.db
    .insert(organizationMembers)
    .values({ organizationId: organization.id, userId: editor.userId, role: 'editor' });
  roleId = (await createOpenRole(database.db, organization.id)).id;
});

afterAll(async () => {
  await testApp?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Everyone who may ask, each with their own cookies (the stranger with none). */
async function callers(): Promise<Array<[string, Browser]>> {
  const guest = await signInGuest(testApp.app);
  return [
    ['a stranger', new Browser(testApp.app)],
    ['a guest', guest.browser],
    ['a member of no team', outsider.browser],
    ['an editor', editor.browser],
    ['the owner', owner.browser],
  ];
}

/** Nothing in `body` names a private field or gives away who owns the organization. */
function expectNothingPrivate(body: string, context: string) {
  for (const field of PRIVATE_FIELDS) expect(body, context).not.toContain(field);
  expect(body, context).not.toContain(owner.userId);
}

describe('the public answers about a published organization', () => {
  it('are the same bytes for everyone at each of its addresses, and carry nothing private', async () => {
    for (const ref of [organization.id, organization.slug]) {
      const answers = [];
      for (const [who, browser] of await callers()) {
        const response = await browser.get(`/api/organizations/${ref}`);
        expect(response.statusCode, who).toBe(200);
        expectNothingPrivate(response.body, `${who} at ${ref}`);
        // Shareable: a cache in front may keep the one answer for everyone.
        expect(response.headers['cache-control'], who).toBe(PUBLIC_CACHE_CONTROL);
        answers.push(response.body);
      }
      expect(new Set(answers).size, ref).toBe(1);
    }
  });

  it('leave the private fields out of the directory’s cards, for the owner too', async () => {
    for (const [who, browser] of await callers()) {
      const response = await browser.get('/api/organizations?country=FI');
      expect(response.statusCode, who).toBe(200);
      expect(response.body, who).toContain(organization.id);
      expectNothingPrivate(response.body, who);
    }
  });

  it('leave them out of the profile page and a role page: head, JSON-LD and the data the page hydrates from', async () => {
    const pages = [
      `/organizations/${organization.slug}`,
      `/organizations/${organization.slug}/roles/${roleId}`,
    ];
    for (const path of pages) {
      for (const [who, browser] of await callers()) {
        const response = await browser.get(path);
        expect(response.statusCode, `${who} at ${path}`).toBe(200);
        expect(response.body, path).toContain('application/ld+json');
        // The page's state holds the organization, as the profile shows it.
        expect(response.body, path).toContain('Quiet Ledger Cooperative');
        expectNothingPrivate(response.body, `${who} at ${path}`);
      }
    }
  });

  it('leave them out of the sitemaps', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/organizations-1.xml', '/sitemaps/roles-1.xml']) {
      const response = await testApp.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expectNothingPrivate(response.body, path);
    }
  });

  it('are described without them in the API document', async () => {
    const document = (
      await testApp.app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH })
    ).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const publicAnswer = JSON.stringify(
      document.paths['/api/organizations/{id}']?.['get']?.responses['200'],
    );
    expect(publicAnswer).toContain('websiteUrl');
    for (const field of PRIVATE_FIELDS) expect(publicAnswer).not.toContain(field);
    const membersAnswer = JSON.stringify(
      document.paths['/api/users/organizations']?.['get']?.responses['200'],
    );
    for (const field of PRIVATE_FIELDS) expect(membersAnswer).toContain(field);
  });
});

describe('the organization’s own people', () => {
  it('read the private fields in their list of organizations, owner and editor alike', async () => {
    for (const [member, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
    ] as const) {
      const response = await member.browser.get('/api/users/organizations');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const [mine] = (response.json() as { data: Array<Record<string, unknown>> }).data;
      expect(mine).toMatchObject({
        id: organization.id,
        createdBy: owner.userId,
        paymentStatus: 'paid',
        subscriptionType: 'monthly',
        viewerRole: role,
      });
    }
  });

  it('get the public shape at the public address of one nobody else may see, never cached', async () => {
    const { db } = testApp.database;
    const pending = await createOrganization(db, { status: 'pending', createdBy: owner.userId });
    const hidden = await createOrganization(db, { createdBy: owner.userId });
    await db
      .update(organizations)
      .set({ hiddenAt: new Date(), hiddenReason: 'Misleading claims about partners.' })
      .where(eq(organizations.id, hidden.id));
    for (const id of [pending.id, hidden.id]) {
      const response = await owner.browser.get(`/api/organizations/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expectNothingPrivate(response.body, id);
      expect(response.body).not.toContain('moderation');
      expect(response.body).not.toContain('viewerRole');
    }
    const mine = (await owner.browser.get('/api/users/organizations')).json() as {
      data: Array<{ id: string; moderation: { reason: string } | null }>;
    };
    expect(mine.data.find((entry) => entry.id === hidden.id)?.moderation?.reason).toBe(
      'Misleading claims about partners.',
    );
  });

  it('are the only ones who have it: the list of someone outside the team is empty', async () => {
    const response = await outsider.browser.get('/api/users/organizations');
    expect((response.json() as { data: unknown[] }).data).toEqual([]);
  });
});
