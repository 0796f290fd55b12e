import {
  apiMessages,
  GUEST_CODE_GRANT_MONTHS,
  type OrganizationList,
  organizationMessages,
  paymentMessages,
} from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  MEMBER_PASSWORD,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import {
  guestCodeRedemptions,
  guestCodes,
  organizations,
  subscriptions,
} from '../../db/schema/index.js';
import { addMonths } from '../../lib/calendar.js';
import { createRateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { createGuestCodesRepository } from './guest-codes.repository.js';
import { createGuestCodesService, generateGuestCode } from './guest-codes.service.js';

const INVALID = { error: { code: 'BAD_REQUEST', message: paymentMessages.invalidGuestCode } };

let testApp: TestApp;
let operator: ReturnType<typeof createGuestCodesService>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  // The operator command's own service, on the app's database.
  operator = createGuestCodesService({
    repository: createGuestCodesRepository(db),
    rateLimits: createRateLimitStore(db),
  });
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;

async function newCode(maxUses = 1, expiresAt: Date | null = null) {
  const created = await operator.create({
    maxUses,
    expiresAt,
    label: null,
    reason: 'Made for a redemption test.',
  });
  return { id: created.id, code: created.code };
}

async function usesOf(codeId: string) {
  const [row] = await db()
    .select({ uses: guestCodes.uses })
    .from(guestCodes)
    .where(eq(guestCodes.id, codeId));
  return row?.uses;
}

async function statusOf(organizationId: string) {
  const [row] = await db()
    .select({ status: organizations.status })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.status;
}

async function subscriptionsOf(organizationId: string) {
  return db().select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
}

async function pendingOrganizationOf(
  member: Member,
  input: { countryCode?: string; categories?: string[] } = {},
) {
  return createOrganization(db(), { status: 'pending', createdBy: member.userId, ...input });
}

function apply(browser: Browser, organizationId: string, code: string) {
  return browser.post('/api/payments/apply-guest-code', { organizationId, code });
}

async function listCountry(country: string): Promise<OrganizationList> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/organizations?country=${country}`,
  });
  return (response.json() as { data: OrganizationList }).data;
}

describe('redeeming a guest code', () => {
  it('publishes the organization with a complimentary twelve-month guest subscription', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner, {
      countryCode: 'NZ',
      categories: ['education'],
    });
    const { id: codeId, code } = await newCode(3);
    expect((await listCountry('NZ')).total).toBe(0);

    const before = Date.now();
    // However it is typed: lower case, spaces for dashes.
    const response = await apply(
      owner.browser,
      organization.id,
      code.toLowerCase().replaceAll('-', ' '),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json() as {
      data: { startDate: string; endDate: string } & Record<string, unknown>;
    };
    expect(data).toMatchObject({
      organizationId: organization.id,
      organizationName: organization.name,
      type: 'guest',
      status: 'paid',
      cancelAtPeriodEnd: true,
    });
    const start = new Date(data.startDate);
    expect(start.getTime()).toBeGreaterThanOrEqual(before);
    expect(data.endDate).toBe(addMonths(start, GUEST_CODE_GRANT_MONTHS).toISOString());

    const list = await listCountry('NZ');
    expect(list.total).toBe(1);
    expect(list.items.map((item) => item.id)).toEqual([organization.id]);
    expect(list.availableCategories).toEqual([{ categoryId: 'education', count: 1 }]);

    const publicView = await testApp.app.inject({
      method: 'GET',
      url: `/api/organizations/${organization.id}`,
    });
    expect(publicView.statusCode).toBe(200);
    expect((publicView.json() as { data: Record<string, unknown> }).data).toMatchObject({
      publicationStatus: 'published',
    });
    const [mine] = (
      (await owner.browser.get('/api/users/organizations')).json() as {
        data: Array<Record<string, unknown>>;
      }
    ).data;
    expect(mine).toMatchObject({
      id: organization.id,
      paymentStatus: 'paid',
      subscriptionType: 'guest',
    });

    expect(await usesOf(codeId)).toBe(1);
    const rows = await subscriptionsOf(organization.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'guest',
      status: 'active',
      userId: owner.userId,
      stripeSubscriptionId: null,
      currentPeriodStart: start,
      currentPeriodEnd: new Date(data.endDate),
    });
  });

  it('works for another organization while uses remain, then says the code is invalid', async () => {
    const { id: codeId, code } = await newCode(2);
    const owners = await Promise.all([1, 2, 3].map(() => signUpMember(testApp.app, db())));
    const [first, second, third] = await Promise.all(
      owners.map((owner) => pendingOrganizationOf(owner)),
    );

    expect((await apply(owners[0]!.browser, first!.id, code)).statusCode).toBe(200);
    expect((await apply(owners[1]!.browser, second!.id, code)).statusCode).toBe(200);
    const exhausted = await apply(owners[2]!.browser, third!.id, code);
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json()).toEqual(INVALID);

    expect(await usesOf(codeId)).toBe(2);
    expect([
      await statusOf(first!.id),
      await statusOf(second!.id),
      await statusOf(third!.id),
    ]).toEqual(['published', 'published', 'pending']);
    expect(await subscriptionsOf(third!.id)).toEqual([]);
  });

  it('answers the same for unknown, malformed, empty and expired codes, changing nothing', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const expired = await newCode(5, new Date(Date.now() + 60_000));
    await db()
      .update(guestCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guestCodes.id, expired.id));

    for (const code of [generateGuestCode(), 'hello', '', `${expired.code}X`, expired.code]) {
      const response = await apply(owner.browser, organization.id, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toEqual(INVALID);
    }
    expect(await usesOf(expired.id)).toBe(0);
    expect(await statusOf(organization.id)).toBe('pending');
    expect(await subscriptionsOf(organization.id)).toEqual([]);
    const redemptions = await db()
      .select()
      .from(guestCodeRedemptions)
      .where(eq(guestCodeRedemptions.organizationId, organization.id));
    expect(redemptions).toEqual([]);
  });

  it('lets exactly one of two parallel redemptions take the last use', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id: codeId, code } = await newCode(1);
      const owners = await Promise.all([1, 2].map(() => signUpMember(testApp.app, db())));
      const targets = await Promise.all(owners.map((owner) => pendingOrganizationOf(owner)));

      const responses = await Promise.all(
        owners.map((owner, index) => apply(owner.browser, targets[index]!.id, code)),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
      expect(responses.find((response) => response.statusCode === 400)?.json()).toEqual(INVALID);
      expect(await usesOf(codeId)).toBe(1);
      const statuses = await Promise.all(targets.map((target) => statusOf(target.id)));
      expect(statuses.sort()).toEqual(['pending', 'published']);
    }
  });

  it('grants one organization one code, also when two are tried at once', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const [a, b] = [await newCode(5), await newCode(5)];

    const responses = await Promise.all([
      apply(owner.browser, organization.id, a.code),
      apply(owner.browser, organization.id, b.code),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect((await usesOf(a.id))! + (await usesOf(b.id))!).toBe(1);
    expect(await subscriptionsOf(organization.id)).toHaveLength(1);
  });

  it('never grants a second code to an organization, even after its grant has lapsed', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const first = await newCode(5);
    expect((await apply(owner.browser, organization.id, first.code)).statusCode).toBe(200);

    const second = await newCode(5);
    const whilePublished = await apply(owner.browser, organization.id, second.code);
    expect(whilePublished.statusCode).toBe(409);
    expect(whilePublished.json()).toEqual({
      error: { code: 'CONFLICT', message: paymentMessages.alreadyPaid },
    });

    // The grant runs out and the organization lapses.
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.organizationId, organization.id));
    await db()
      .update(organizations)
      .set({ status: 'lapsed' })
      .where(eq(organizations.id, organization.id));

    const afterLapse = await apply(owner.browser, organization.id, second.code);
    expect(afterLapse.statusCode).toBe(400);
    expect(afterLapse.json()).toEqual(INVALID);
    expect(await usesOf(second.id)).toBe(0);
    expect(await statusOf(organization.id)).toBe('lapsed');
    expect(await subscriptionsOf(organization.id)).toHaveLength(1);
  });
});

describe('who may redeem', () => {
  it("refuses a code for someone else's organization and keeps the code's use", async () => {
    const [owner, stranger] = await Promise.all([
      signUpMember(testApp.app, db()),
      signUpMember(testApp.app, db()),
    ]);
    const pending = await pendingOrganizationOf(owner);
    const published = await createOrganization(db(), { createdBy: owner.userId });
    const { id: codeId, code } = await newCode(5);

    const onPending = await apply(stranger.browser, pending.id, code);
    expect(onPending.statusCode).toBe(404);
    expect(onPending.json()).toEqual({
      error: { code: 'NOT_FOUND', message: organizationMessages.notFound(pending.id) },
    });
    const onPublished = await apply(stranger.browser, published.id, code);
    expect(onPublished.statusCode).toBe(403);

    expect(await usesOf(codeId)).toBe(0);
    expect(await statusOf(pending.id)).toBe('pending');
    expect(await subscriptionsOf(pending.id)).toEqual([]);
  });

  it('refuses guests, unverified members and the signed-out', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const { id: codeId, code } = await newCode(5);
    const guest = await signInGuest(testApp.app);
    const unverified = await signUpMember(testApp.app, db(), { verified: false });

    expect((await apply(guest.browser, organization.id, code)).statusCode).toBe(401);
    const unverifiedResponse = await apply(unverified.browser, organization.id, code);
    expect(unverifiedResponse.statusCode).toBe(403);
    expect((unverifiedResponse.json() as { error: { code: string } }).error.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    expect((await apply(new Browser(testApp.app), organization.id, code)).statusCode).toBe(401);
    expect(await usesOf(codeId)).toBe(0);
  });

  it('refuses an organization that is already published', async () => {
    const owner = await signUpMember(testApp.app, db());
    const published = await createOrganization(db(), { createdBy: owner.userId });
    const { id: codeId, code } = await newCode(5);
    const response = await apply(owner.browser, published.id, code);
    expect(response.statusCode).toBe(409);
    expect(await usesOf(codeId)).toBe(0);
  });
});

describe('rate limit', () => {
  it('answers 429 after ten attempts per user, even for a good code', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await apply(owner.browser, organization.id, generateGuestCode())).statusCode).toBe(
        400,
      );
    }
    const { id: codeId, code } = await newCode(5);
    const limited = await apply(owner.browser, organization.id, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: apiMessages.tooManyRequests },
    });
    expect(await usesOf(codeId)).toBe(0);
    expect(await statusOf(organization.id)).toBe('pending');
  });

  it('counts per address too: another account from the same address is limited', async () => {
    const [first, second] = await Promise.all([
      signUpMember(testApp.app, db()),
      signUpMember(testApp.app, db()),
    ]);
    const organization = await pendingOrganizationOf(first);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await apply(first.browser, organization.id, generateGuestCode());
    }
    const sameAddress = new Browser(testApp.app, first.browser.ip);
    expect((await sameAddress.signIn(second.email, MEMBER_PASSWORD)).statusCode).toBe(200);
    const own = await pendingOrganizationOf(second);
    const { code } = await newCode(5);
    expect((await apply(sameAddress, own.id, code)).statusCode).toBe(429);
    // From its own address the second account is not limited.
    expect((await apply(second.browser, own.id, code)).statusCode).toBe(200);
  });
});
