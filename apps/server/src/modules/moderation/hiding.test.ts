import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  ACTION_REASON_MIN,
  moderationMessages,
  type AdminOrganization,
  type CreatedGuestCode,
  type MemberOrganization,
  type Organization,
  type OrganizationList,
} from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { startSmtpCapture, type SmtpCapture } from '../../../test/stand-ins/smtp-capture.js';
import { buildApp } from '../../app.js';
import {
  auditLog,
  organizationReports,
  organizations,
  subscriptions,
} from '../../db/schema/index.js';

/**
 * Hiding takes a profile out of every public view at once (the grid, search, facet counts,
 * the sitemap, its API answer and its page), in this process and in another one on the same
 * database, leaves billing as it is, tells the owner, and restoring brings it all back.
 */
const REASON = 'It copies the name and logo of another registered charity.';

let smtp: SmtpCapture;
let testApp: TestApp;
let secondProcess: FastifyInstance;
let webRoot: string;
let admin: Member;
let owner: Member;
let organization: { id: string; slug: string };

const db = () => testApp.database.db;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  webRoot = mkdtempSync(join(tmpdir(), 'catalyst-hiding-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await buildTestApp({ webRoot, env: { SMTP_URL: smtp.url } });
  secondProcess = await buildApp({
    config: testConfig(),
    db: testApp.database.db,
    authSecret: 'another-process-shares-only-the-database-0123',
  });
  admin = await signUpAdmin(testApp.app, db());
  owner = await signUpMember(testApp.app, db());

  // Published the way owners publish: a guest code redeemed, so billing has a subscription.
  const pending = await createOrganization(db(), {
    name: 'Zephyrine Harbour Trust',
    status: 'pending',
    createdBy: owner.userId,
    countryCode: 'IS',
    categories: ['education'],
  });
  const created = await admin.browser.post('/api/admin/guest-codes', {
    maxUses: 1,
    reason: 'The owner runs a partner charity.',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { code } = (created.json() as { data: CreatedGuestCode }).data;
  const redeemed = await owner.browser.post('/api/payments/apply-guest-code', {
    organizationId: pending.id,
    code,
  });
  expect(redeemed.statusCode, redeemed.body).toBe(200);
  // Published, it has the readable address the pages and mails use.
  const [published] = await db()
    .select()
    .from(organizations)
    .where(eq(organizations.id, pending.id));
  organization = published!;
});

afterAll(async () => {
  await secondProcess?.close();
  await testApp?.close();
  await smtp?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function list(app: FastifyInstance, query: string): Promise<OrganizationList> {
  const response = await app.inject({ method: 'GET', url: `/api/organizations${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OrganizationList }).data;
}

/** Everything the public sees of the profile, asked of one process. */
async function publicViews(app: FastifyInstance) {
  const inCountry = await list(app, '?country=IS');
  const searched = await list(app, '?q=zephyrine');
  const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  return {
    grid: inCountry.items.map((item) => item.id),
    total: inCountry.total,
    search: searched.items.map((item) => item.id),
    educationFacet:
      inCountry.availableCategories?.find((facet) => facet.categoryId === 'education')?.count ?? 0,
    sitemap: sitemap.body.includes(`/organizations/${organization.slug}<`),
  };
}

const listed = () => ({
  grid: [organization.id],
  total: 1,
  search: [organization.id],
  educationFacet: 1,
  sitemap: true,
});
const gone = { grid: [], total: 0, search: [], educationFacet: 0, sitemap: false };

async function billingOf(id: string) {
  const [row] = await db()
    .select({
      status: organizations.status,
      subscriptionType: organizations.subscriptionType,
      publishedAt: organizations.publishedAt,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  const rows = await db().select().from(subscriptions).where(eq(subscriptions.organizationId, id));
  return { organization: row, subscriptions: rows };
}

async function mailTo(email: string, subject: string) {
  await testApp.app.jobs.idle();
  return smtp.messages.find((mail) => mail.to.includes(email) && mail.subject === subject);
}

const hide = (id: string, reason: unknown = REASON, browser = admin.browser) =>
  browser.post(`/api/admin/organizations/${id}/hide`, { reason });
const RESTORE_REASON = 'The owner removed the copied logo.';
const restore = (id: string, browser = admin.browser) =>
  browser.post(`/api/admin/organizations/${id}/restore`, { reason: RESTORE_REASON });
const requestReview = (id: string, browser: Browser) =>
  browser.post(`/api/organizations/${id}/review-request`);

describe('hiding a profile, then restoring it', () => {
  it('takes it out of every public view at once, in every process, and brings it back', async () => {
    // Both processes have built their index with the profile in it.
    expect(await publicViews(testApp.app)).toEqual(listed());
    expect(await publicViews(secondProcess)).toEqual(listed());
    const billingBefore = await billingOf(organization.id);
    expect(billingBefore.organization).toMatchObject({
      status: 'published',
      subscriptionType: 'guest',
    });
    expect(billingBefore.subscriptions).toHaveLength(1);
    await new Browser(testApp.app).post(`/api/organizations/${organization.id}/reports`, {
      reason: 'impersonation',
    });

    const hidden = await hide(organization.id);
    expect(hidden.statusCode, hidden.body).toBe(200);
    const answer = (hidden.json() as { data: AdminOrganization }).data;
    expect(answer).toMatchObject({
      id: organization.id,
      ownerId: owner.userId,
      ownerEmail: owner.email,
      publicationStatus: 'published',
      plan: 'guest',
      hidden: { reason: REASON, reviewRequestedAt: null },
      openReports: 0,
    });

    expect(await publicViews(testApp.app)).toEqual(gone);
    expect(await publicViews(secondProcess)).toEqual(gone);
    for (const ref of [organization.id, organization.slug]) {
      const api = await testApp.app.inject({ method: 'GET', url: `/api/organizations/${ref}` });
      expect(api.statusCode).toBe(410);
      expect(api.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: moderationMessages.unavailableTitle },
      });
      expect(JSON.stringify(api.json())).not.toContain('Zephyrine');
    }
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.slug}`,
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(moderationMessages.unavailableTitle);
    expect(page.body).not.toContain('Zephyrine');

    // Billing is billing's: nothing of it changed.
    expect(await billingOf(organization.id)).toEqual(billingBefore);
    // Its open report is answered by the hiding.
    const [reported] = await db()
      .select()
      .from(organizationReports)
      .where(eq(organizationReports.organizationId, organization.id));
    expect(reported).toMatchObject({ resolution: 'hidden', resolvedBy: admin.userId });

    const restored = await restore(organization.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as { data: AdminOrganization }).data.hidden).toBeNull();
    expect(await publicViews(testApp.app)).toEqual(listed());
    expect(await publicViews(secondProcess)).toEqual(listed());
    const api = await testApp.app.inject({
      method: 'GET',
      url: `/api/organizations/${organization.id}`,
    });
    expect(api.statusCode).toBe(200);
    expect((api.json() as { data: Organization }).data.publicationStatus).toBe('published');
    const page2 = await testApp.app.inject({
      method: 'GET',
      url: `/organizations/${organization.slug}`,
    });
    expect(page2.statusCode).toBe(200);
    expect(await billingOf(organization.id)).toEqual(billingBefore);
  });

  it('mails the owner the reason when hidden, and the news when restored', async () => {
    const hiddenSubject = 'Your profile “Zephyrine Harbour Trust” has been hidden';
    const restoredSubject = 'Your profile “Zephyrine Harbour Trust” is visible again';
    const hiddenMail = await mailTo(owner.email, hiddenSubject);
    expect(hiddenMail?.text).toContain(`Reason given: ${REASON}`);
    expect(hiddenMail?.text).toContain('https://profiles.test/dashboard/organizations');
    expect(hiddenMail?.html).toContain(
      'It copies the name and logo of another registered charity.',
    );
    const restoredMail = await mailTo(owner.email, restoredSubject);
    expect(restoredMail?.text).toContain(
      `https://profiles.test/organizations/${organization.slug}`,
    );
    // Nobody else heard of it.
    expect(
      smtp.messages.filter((mail) => [hiddenSubject, restoredSubject].includes(mail.subject)),
    ).toHaveLength(2);
  });

  it('records both in the audit log: who, what, which profile, when and why', async () => {
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, organization.id))
      .orderBy(auditLog.at);
    expect(entries).toMatchObject([
      {
        actorKind: 'admin',
        actorId: admin.userId,
        actorLabel: admin.email,
        action: 'organization.hidden',
        targetType: 'organization',
        targetLabel: 'Zephyrine Harbour Trust',
        reason: REASON,
        details: { resolvedReports: 1 },
      },
      {
        actorKind: 'admin',
        actorId: admin.userId,
        action: 'organization.restored',
        reason: RESTORE_REASON,
        details: { hiddenReason: REASON },
      },
    ]);
    const response = await admin.browser.get(
      `/api/admin/audit-log?targetId=${organization.id}&action=organization.hidden`,
    );
    expect(response.json()).toMatchObject({
      data: {
        total: 1,
        items: [
          {
            actor: { kind: 'admin', id: admin.userId, label: admin.email },
            action: 'organization.hidden',
            target: { type: 'organization', id: organization.id, label: 'Zephyrine Harbour Trust' },
            reason: REASON,
          },
        ],
      },
    });
  });

  it('asks for a reason the owner can read, and refuses what cannot be done', async () => {
    const other = await createOrganization(db());
    const short = await hide(other.id, 'Too bad');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: { message: moderationMessages.reasonTooShort },
    });
    expect('Too bad'.length).toBeLessThan(ACTION_REASON_MIN);
    expect((await hide(other.id, '   ')).json()).toMatchObject({
      error: { message: moderationMessages.hideReasonRequired },
    });
    expect((await restore(other.id)).json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.notHidden },
    });
    expect((await hide(other.id)).statusCode).toBe(200);
    expect((await hide(other.id)).json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.alreadyHidden },
    });
    expect((await hide(randomUUID())).statusCode).toBe(404);
    expect((await restore(randomUUID())).statusCode).toBe(404);
  });
});

describe('the owner of a hidden profile', () => {
  let hiddenId: string;

  beforeAll(async () => {
    const row = await createOrganization(db(), {
      name: 'Quillon Reading Circle',
      createdBy: owner.userId,
    });
    hiddenId = row.id;
    expect((await hide(hiddenId)).statusCode).toBe(200);
  });

  it('still sees it, and the moderator’s reason in their own list', async () => {
    const own = await owner.browser.get(`/api/organizations/${hiddenId}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect((own.json() as { data: Organization }).data.publicationStatus).toBe('published');
    const mine = await owner.browser.get('/api/users/organizations');
    const listedOwn = (mine.json() as { data: MemberOrganization[] }).data.find(
      (entry) => entry.id === hiddenId,
    );
    expect(listedOwn?.moderation).toEqual({
      hiddenAt: expect.any(String),
      reason: REASON,
      reviewRequestedAt: null,
    });
  });

  it('alone may ask for a review, once, which the console and the audit log show', async () => {
    const stranger = await signUpMember(testApp.app, db());
    const guest = await signInGuest(testApp.app);
    const unverified = await signUpMember(testApp.app, db(), { verified: false });
    expect((await requestReview(hiddenId, new Browser(testApp.app))).statusCode).toBe(401);
    expect((await requestReview(hiddenId, guest.browser)).statusCode).toBe(401);
    expect((await requestReview(hiddenId, unverified.browser)).statusCode).toBe(403);
    expect((await requestReview(hiddenId, stranger.browser)).statusCode).toBe(403);
    expect((await requestReview(hiddenId, admin.browser)).statusCode).toBe(403);

    const response = await requestReview(hiddenId, owner.browser);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: MemberOrganization };
    expect(data.id).toBe(hiddenId);
    const requestedAt = data.moderation?.reviewRequestedAt;
    expect(requestedAt).toEqual(expect.any(String));
    // Asking again changes nothing.
    const again = await requestReview(hiddenId, owner.browser);
    expect((again.json() as { data: MemberOrganization }).data.moderation?.reviewRequestedAt).toBe(
      requestedAt,
    );

    const inConsole = await admin.browser.get('/api/admin/organizations?status=hidden');
    const shown = (inConsole.json() as { data: { items: AdminOrganization[] } }).data.items.find(
      (entry) => entry.id === hiddenId,
    );
    expect(shown?.hidden).toEqual({
      at: expect.any(String),
      reason: REASON,
      reviewRequestedAt: requestedAt,
    });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, hiddenId), eq(auditLog.action, 'organization.review_requested')),
      );
    expect(entries).toMatchObject([
      {
        actorKind: 'owner',
        actorId: owner.userId,
        actorLabel: owner.email,
        targetLabel: 'Quillon Reading Circle',
      },
    ]);
  });

  it('cannot ask for a review of a profile that is not hidden (409)', async () => {
    const visible = await createOrganization(db(), { createdBy: owner.userId });
    const response = await requestReview(visible.id, owner.browser);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: moderationMessages.notHidden },
    });
    // Restoring clears the request with the rest.
    expect((await restore(hiddenId)).statusCode).toBe(200);
    const [row] = await db()
      .select({ reviewRequestedAt: organizations.reviewRequestedAt })
      .from(organizations)
      .where(eq(organizations.id, hiddenId));
    expect(row?.reviewRequestedAt).toBeNull();
    expect((await requestReview(hiddenId, owner.browser)).statusCode).toBe(409);
  });
});

describe('GET /api/admin/organizations', () => {
  it('finds organizations by name or owner address, status and plan', async () => {
    const find = async (query: string) => {
      const response = await admin.browser.get(`/api/admin/organizations?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: { items: AdminOrganization[]; total: number } }).data;
    };
    const byOwner = await find(`q=${encodeURIComponent(owner.email)}`);
    expect(byOwner.items.map((item) => item.ownerId)).toEqual(
      byOwner.items.map(() => owner.userId),
    );
    expect(byOwner.total).toBe(3);
    expect((await find('q=zephyrine')).items.map((item) => item.id)).toEqual([organization.id]);
    expect((await find('q=zephyrine&plan=guest')).total).toBe(1);
    expect((await find('q=zephyrine&plan=none')).total).toBe(0);
    // The annual plan is stored as 'annual'; the admin API names it 'yearly', both ways.
    const setPlan = (subscriptionType: 'annual' | 'guest') =>
      db()
        .update(organizations)
        .set({ subscriptionType })
        .where(eq(organizations.id, organization.id));
    await setPlan('annual');
    try {
      const annual = await find('q=zephyrine&plan=yearly');
      expect(annual.items.map((item) => [item.id, item.plan])).toEqual([
        [organization.id, 'yearly'],
      ]);
    } finally {
      await setPlan('guest');
    }
    expect((await find('q=zephyrine&status=published')).total).toBe(1);
    expect((await find('q=zephyrine&status=hidden')).total).toBe(0);
    // A pattern's own wildcards are taken literally.
    expect((await find('q=%25')).total).toBe(0);
    const hiddenOnes = await find('status=hidden');
    expect(hiddenOnes.items.every((item) => item.hidden !== null)).toBe(true);
    expect(hiddenOnes.total).toBeGreaterThan(0);
    expect((await admin.browser.get('/api/admin/organizations?status=gone')).statusCode).toBe(400);
  });
});
