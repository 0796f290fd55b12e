import { apiMessages, type OrganizationList, paymentMessages } from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import {
  billingActions,
  organizations,
  stripeEvents,
  subscriptions,
  testCheckoutSessions,
  testSubscriptions,
} from '../../db/schema/index.js';
import { addMonths } from '../../lib/calendar.js';
import {
  createTestGateway,
  type TestCheckoutCompletion,
  type TestGateway,
} from '../../lib/payments/test-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

// No STRIPE_SECRET_KEY outside production: the built-in test checkout is the gateway.
const testApp = await buildTestApp();

afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.db;

async function pendingOrganizationOf(member: Member, countryCode = 'DE') {
  return createOrganization(db(), { status: 'pending', createdBy: member.userId, countryCode });
}

async function startCheckout(member: Member, organizationId: string, plan = 'monthly') {
  const response = await member.browser.post('/api/payments/create-checkout-session', {
    organizationId,
    plan,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { sessionId: string; url: string } }).data;
}

async function organizationRow(id: string) {
  const [row] = await db().select().from(organizations).where(eq(organizations.id, id));
  return row;
}

const checkoutPath = (sessionId: string) => `/api/payments/test-checkout/${sessionId}`;

describe('the built-in test checkout', () => {
  it('pays through the webhook path: published, in the public list, the event recorded once', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner, 'IS');
    const { sessionId, url } = await startCheckout(owner, organization.id);
    expect(sessionId).toMatch(/^cs_test_local_[0-9a-f]{32}$/);
    expect(url).toBe(`https://profiles.test/payments/test-checkout/${sessionId}`);

    const page = await owner.browser.get(checkoutPath(sessionId));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.json()).toEqual({
      data: { sessionId, organizationName: organization.name, plan: 'monthly', status: 'open' },
    });
    expect((await organizationRow(organization.id))?.status).toBe('pending');

    const paid = await owner.browser.post(`${checkoutPath(sessionId)}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      data: {
        redirectUrl: `https://profiles.test/organizations/${organization.id}/edit?success=true&session_id=${sessionId}`,
      },
    });

    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'published',
      subscriptionType: 'monthly',
    });
    const list = (
      (
        await testApp.app.inject({ method: 'GET', url: '/api/organizations?country=IS' })
      ).json() as {
        data: OrganizationList;
      }
    ).data;
    expect(list.items.map((item) => item.id)).toEqual([organization.id]);

    const events = await db().select().from(stripeEvents);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'checkout.session.completed' });
    expect(events[0]?.id).toMatch(/^evt_test_local_[0-9a-f]{32}$/);

    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organization.id));
    expect(row).toMatchObject({ type: 'monthly', status: 'active', userId: owner.userId });
    expect(row?.stripeSubscriptionId).toMatch(/^sub_test_local_/);
    expect(row?.currentPeriodEnd).toEqual(addMonths(row?.currentPeriodStart ?? new Date(0), 1));

    // The edit page's checks agree.
    const status = await owner.browser.get(`/api/payments/session/${sessionId}`);
    expect((status.json() as { data: { paid: boolean } }).data.paid).toBe(true);

    const again = await owner.browser.post(`${checkoutPath(sessionId)}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: paymentMessages.alreadyPaid },
    });
    expect(await db().select().from(stripeEvents)).toHaveLength(1);
    expect(
      (await owner.browser.get(checkoutPath(sessionId))).json() as { data: { status: string } },
    ).toMatchObject({ data: { status: 'complete' } });
  });

  it('makes the annual plan an annual subscription', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await startCheckout(owner, organization.id, 'annual');
    expect(
      ((await owner.browser.get(checkoutPath(sessionId))).json() as { data: { plan: string } }).data
        .plan,
    ).toBe('annual');
    expect((await owner.browser.post(`${checkoutPath(sessionId)}/pay`)).statusCode).toBe(200);
    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'published',
      subscriptionType: 'annual',
    });
  });

  it('cancels: nothing is published, the cancel URL is next, and the session cannot be paid', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await startCheckout(owner, organization.id);

    const canceled = await owner.browser.post(`${checkoutPath(sessionId)}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toEqual({
      data: { redirectUrl: `https://profiles.test/payments/canceled?org=${organization.id}` },
    });
    const pay = await owner.browser.post(`${checkoutPath(sessionId)}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({
      error: { code: 'CONFLICT', message: paymentMessages.canceledBody },
    });
    expect((await organizationRow(organization.id))?.status).toBe('pending');
    const status = await owner.browser.get(`/api/payments/session/${sessionId}`);
    expect((status.json() as { data: { paid: boolean } }).data.paid).toBe(false);
  });

  it("never shows, pays or cancels someone else's session", async () => {
    const [owner, stranger] = await Promise.all([
      signUpMember(testApp.app, db()),
      signUpMember(testApp.app, db()),
    ]);
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await startCheckout(owner, organization.id);
    const notFound = { error: { code: 'NOT_FOUND', message: apiMessages.notFound } };

    for (const response of [
      await stranger.browser.get(checkoutPath(sessionId)),
      await stranger.browser.post(`${checkoutPath(sessionId)}/pay`),
      await stranger.browser.post(`${checkoutPath(sessionId)}/cancel`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    expect((await organizationRow(organization.id))?.status).toBe('pending');
    expect(
      ((await owner.browser.get(checkoutPath(sessionId))).json() as { data: { status: string } })
        .data.status,
    ).toBe('open');
  });

  it('is for verified members only', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await startCheckout(owner, organization.id);
    const guest = await signInGuest(testApp.app);
    const unverified = await signUpMember(testApp.app, db(), { verified: false });

    expect((await guest.browser.get(checkoutPath(sessionId))).statusCode).toBe(401);
    expect((await guest.browser.post(`${checkoutPath(sessionId)}/pay`)).statusCode).toBe(401);
    expect((await unverified.browser.post(`${checkoutPath(sessionId)}/pay`)).statusCode).toBe(403);
    expect((await organizationRow(organization.id))?.status).toBe('pending');
  });

  it('expires the older session when another opens: the older tab can no longer be paid', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const first = await startCheckout(owner, organization.id);
    const second = await startCheckout(owner, organization.id, 'annual');

    expect(
      (
        (await owner.browser.get(checkoutPath(first.sessionId))).json() as {
          data: { status: string };
        }
      ).data.status,
    ).toBe('expired');
    const stale = await owner.browser.post(`${checkoutPath(first.sessionId)}/pay`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: { code: 'CONFLICT', message: paymentMessages.canceledBody },
    });
    expect((await owner.browser.post(`${checkoutPath(second.sessionId)}/pay`)).statusCode).toBe(
      200,
    );
    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'published',
      subscriptionType: 'annual',
    });
  });

  it('leaves one open session after a double click', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    await Promise.all([
      startCheckout(owner, organization.id),
      startCheckout(owner, organization.id),
    ]);
    const open = await db()
      .select()
      .from(testCheckoutSessions)
      .where(
        and(
          eq(testCheckoutSessions.organizationId, organization.id),
          eq(testCheckoutSessions.status, 'open'),
        ),
      );
    expect(open).toHaveLength(1);
  });
});

describe('the test checkout keeps one subscription per organization, as with Stripe', () => {
  /** A gateway and billing of our own over the app's database, to pay around the record. */
  function billing() {
    const gateway = createTestGateway({
      db: db(),
      publicUrl: testApp.config.publicUrl,
      webhookSecret: 'whsec_one_subscription_test',
    });
    const payments = createPaymentsService({
      repository: createPaymentsRepository(db()),
      gateway,
      publicUrl: testApp.config.publicUrl,
      logError: () => {},
    });
    return { gateway, payments };
  }

  /** Sessions opened straight at the gateway, around the record, and each paid. */
  async function paidAroundTheRecord(
    gateway: TestGateway,
    member: Member,
    organizationId: string,
    plans: ('monthly' | 'annual')[],
  ): Promise<TestCheckoutCompletion[]> {
    // The customer billing makes for the member at a first checkout.
    const customerId = await createPaymentsRepository(db()).saveCustomer(
      member.userId,
      await gateway.createCustomer({ id: member.userId, email: 'a@b.c', name: 'A' }),
    );
    const completions: TestCheckoutCompletion[] = [];
    for (const plan of plans) {
      const session = await gateway.createCheckoutSession({
        organizationId,
        userId: member.userId,
        customerId,
        plan,
        successUrl: 'https://profiles.test/success',
        cancelUrl: 'https://profiles.test/canceled',
      });
      completions.push(await gateway.completeCheckout(session.id, member.userId));
    }
    return completions;
  }

  /** First created first, as billing ranks them: by the millisecond, then by id. */
  async function testSubscriptionsOf(organizationId: string) {
    const rows = await db()
      .select()
      .from(testSubscriptions)
      .where(eq(testSubscriptions.organizationId, organizationId));
    return rows.sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  it('cancels and refunds the second paid subscription, keeping the first', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const { gateway, payments } = billing();
    const completions = await paidAroundTheRecord(gateway, owner, organization.id, [
      'monthly',
      'monthly',
    ]);
    // The later payment is reported first.
    for (const completion of completions.reverse()) {
      await payments.handleWebhook(completion.payload, completion.signature);
    }

    const [kept, extra] = await testSubscriptionsOf(organization.id);
    expect(kept).toMatchObject({ status: 'active', refundId: null });
    expect(extra).toMatchObject({ status: 'canceled' });
    expect(extra?.refundId).toMatch(/^re_test_local_/);
    const actions = await db()
      .select()
      .from(billingActions)
      .where(eq(billingActions.organizationId, organization.id));
    expect(actions).toMatchObject([
      {
        stripeSubscriptionId: extra?.id,
        keptStripeSubscriptionId: kept?.id,
        reason: 'duplicate_subscription',
        refundId: extra?.refundId,
        refundAmount: 1200,
      },
    ]);
    expect((await organizationRow(organization.id))?.status).toBe('published');
  });

  it('cancels and refunds a checkout completed after its organization was deleted', async () => {
    const owner = await signUpMember(testApp.app, db());
    const organization = await pendingOrganizationOf(owner);
    const { gateway, payments } = billing();
    // Paid in a tab the deletion did not know of: its event arrives after the deletion.
    const [completion] = await paidAroundTheRecord(gateway, owner, organization.id, ['annual']);
    expect((await owner.browser.delete(`/api/organizations/${organization.id}`)).statusCode).toBe(
      200,
    );
    await payments.handleWebhook(completion!.payload, completion!.signature);

    const [late] = await testSubscriptionsOf(organization.id);
    expect(late).toMatchObject({ status: 'canceled' });
    expect(late?.refundId).toMatch(/^re_test_local_/);
    expect(
      await db()
        .select()
        .from(billingActions)
        .where(eq(billingActions.organizationId, organization.id)),
    ).toMatchObject([{ reason: 'organization_deleted', refundAmount: 10000 }]);
    expect(
      await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, organization.id)),
    ).toEqual([]);
  });
});
