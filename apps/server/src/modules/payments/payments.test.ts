import type { CheckoutSession, CheckoutSessionStatus, Subscription } from '@catalyst/shared';
import { paymentMessages } from '@catalyst/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import {
  startFakeStripe,
  type FakeStripe,
  type SignedEvent,
} from '../../../test/stand-ins/fake-stripe.js';
import {
  billingCustomers,
  checkoutSessions,
  organizations,
  subscriptions,
} from '../../db/schema/index.js';

let fake: FakeStripe;
let testApp: TestApp;
let owner: Member;
let stranger: Member;

beforeAll(async () => {
  fake = await startFakeStripe();
  testApp = await buildTestApp({ env: fake.env });
  [owner, stranger] = await Promise.all([
    signUpMember(testApp.app, testApp.database.db),
    signUpMember(testApp.app, testApp.database.db),
  ]);
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const db = () => testApp.database.db;

function pendingOrganizationOf(
  member: Member,
  status: 'pending' | 'lapsed' | 'published' = 'pending',
) {
  return createOrganization(db(), { createdBy: member.userId, status, countryCode: 'IS' });
}

async function startCheckout(member: Member, organizationId: string, plan = 'monthly') {
  return member.browser.post('/api/payments/create-checkout-session', { organizationId, plan });
}

async function checkoutOf(member: Member, organizationId: string, plan = 'monthly') {
  const response = await startCheckout(member, organizationId, plan);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: CheckoutSession }).data;
}

function deliver(event: SignedEvent) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

async function organizationRow(id: string) {
  const [row] = await db().select().from(organizations).where(eq(organizations.id, id));
  return row;
}

async function publicIds(): Promise<string[]> {
  const response = await testApp.app.inject({ url: '/api/organizations?country=IS&limit=50' });
  return (response.json() as { data: { items: { id: string }[] } }).data.items.map((o) => o.id);
}

describe('POST /api/payments/create-checkout-session', () => {
  it('starts a subscription checkout for the owner, with the exact return URLs', async () => {
    const organization = await pendingOrganizationOf(owner);
    const checkout = await checkoutOf(owner, organization.id, 'annual');

    const session = fake.sessions.get(checkout.sessionId);
    expect(checkout.url).toBe(session?.url);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: organization.id,
      success_url: `https://profiles.test/organizations/${organization.id}/edit?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://profiles.test/payments/canceled?org=${organization.id}`,
      metadata: { organizationId: organization.id, userId: owner.userId, plan: 'annual' },
      subscription_data_metadata: {
        organizationId: organization.id,
        userId: owner.userId,
        plan: 'annual',
      },
      line_items_requested: [{ price: fake.prices.annual, quantity: 1 }],
    });
    const [customer] = await db()
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, owner.userId));
    expect(session?.customer).toBe(customer?.stripeCustomerId);
    expect(fake.customers.get(customer?.stripeCustomerId ?? '')).toMatchObject({
      email: owner.email,
      metadata: { userId: owner.userId },
    });
  });

  it('creates one Stripe customer per user, even for parallel first checkouts', async () => {
    const member = await signUpMember(testApp.app, db());
    const [first, second] = await Promise.all([
      pendingOrganizationOf(member),
      pendingOrganizationOf(member),
    ]);
    const customersBefore = fake.customers.size;
    const sessions = await Promise.all([
      checkoutOf(member, first.id),
      checkoutOf(member, second.id),
    ]);
    const rows = await db()
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(fake.customers.size).toBe(customersBefore + 1);
    for (const { sessionId } of sessions) {
      expect(fake.sessions.get(sessionId)?.customer).toBe(rows[0]?.stripeCustomerId);
    }
  });

  it('lets a lapsed organization pay again but refuses a published one', async () => {
    const lapsed = await pendingOrganizationOf(owner, 'lapsed');
    expect((await startCheckout(owner, lapsed.id)).statusCode).toBe(200);

    const published = await pendingOrganizationOf(owner, 'published');
    const sessionsBefore = fake.sessions.size;
    const response = await startCheckout(owner, published.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: paymentMessages.alreadyPaid } });
    expect(fake.sessions.size).toBe(sessionsBefore);
  });

  it('refuses anyone but a verified owner, and nothing reaches Stripe', async () => {
    const pending = await pendingOrganizationOf(owner);
    const published = await pendingOrganizationOf(owner, 'published');
    const guest = await signInGuest(testApp.app);
    const unverified = await signUpMember(testApp.app, db(), { verified: false });
    const requestsBefore = fake.requests.length;

    expect((await startCheckout(stranger, pending.id)).statusCode).toBe(404);
    expect((await startCheckout(stranger, published.id)).statusCode).toBe(403);
    const asGuest = await guest.browser.post('/api/payments/create-checkout-session', {
      organizationId: pending.id,
      plan: 'monthly',
    });
    expect(asGuest.statusCode).toBe(401);
    expect((await startCheckout(unverified, pending.id)).statusCode).toBe(403);
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      payload: { organizationId: pending.id, plan: 'monthly' },
    });
    expect(signedOut.statusCode).toBe(401);

    expect(fake.requests.slice(requestsBefore)).toEqual([]);
  });

  it('answers a plan it does not sell with 400', async () => {
    const organization = await pendingOrganizationOf(owner);
    expect((await startCheckout(owner, organization.id, 'weekly')).statusCode).toBe(400);
  });
});

/** The organization's checkout sessions at Stripe that could still be paid. */
function openSessionsAtStripe(organizationId: string) {
  return [...fake.sessions.values()].filter(
    (session) => session.client_reference_id === organizationId && session.status === 'open',
  );
}

describe('one open checkout per organization', () => {
  it('expires the older session at Stripe when another opens, so an older tab cannot be paid', async () => {
    const organization = await pendingOrganizationOf(owner);
    const first = await checkoutOf(owner, organization.id);
    const second = await checkoutOf(owner, organization.id, 'annual');

    expect(fake.requests).toContain(`POST /v1/checkout/sessions/${first.sessionId}/expire`);
    expect(fake.sessions.get(first.sessionId)?.status).toBe('expired');
    expect(openSessionsAtStripe(organization.id).map((session) => session.id)).toEqual([
      second.sessionId,
    ]);
    expect(() => fake.completeCheckout(first.sessionId)).toThrow();
    const rows = await db()
      .select({ id: checkoutSessions.id, status: checkoutSessions.status })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.organizationId, organization.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: first.sessionId, status: 'expired' },
        { id: second.sessionId, status: 'open' },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('leaves exactly one open session at Stripe after a double click (parallel creates)', async () => {
    const organization = await pendingOrganizationOf(owner);
    const responses = await Promise.all([
      startCheckout(owner, organization.id),
      startCheckout(owner, organization.id),
      startCheckout(owner, organization.id, 'annual'),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const returned = responses.map(
      (response) => (response.json() as { data: CheckoutSession }).data.sessionId,
    );

    const open = openSessionsAtStripe(organization.id);
    expect(open).toHaveLength(1);
    expect(returned).toContain(open[0]?.id);
    const [recordedOpen] = await db()
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.organizationId, organization.id),
          eq(checkoutSessions.status, 'open'),
        ),
      );
    expect(recordedOpen?.id).toBe(open[0]?.id);
  });

  it('refuses a new checkout with 409 when an earlier one was paid, and publishes from it', async () => {
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await checkoutOf(owner, organization.id);
    // Paid in the other tab; its webhook has not arrived yet.
    const paid = fake.completeCheckout(sessionId);
    const sessionsBefore = fake.sessions.size;

    const response = await startCheckout(owner, organization.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { message: paymentMessages.alreadyPaid } });
    expect(fake.sessions.size).toBe(sessionsBefore);
    expect(fake.subscriptions.get(paid.id)?.status).toBe('active');
    expect(await organizationRow(organization.id)).toMatchObject({ status: 'published' });
  });

  it('lets a lapsed organization pay again although its earlier session was paid', async () => {
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await checkoutOf(owner, organization.id);
    const paid = fake.completeCheckout(sessionId);
    expect((await deliver(fake.events.checkoutSessionCompleted(sessionId))).statusCode).toBe(200);
    fake.setSubscription(paid.id, { status: 'canceled' });
    expect((await deliver(fake.events.subscriptionDeleted(paid.id))).statusCode).toBe(200);
    expect((await organizationRow(organization.id))?.status).toBe('lapsed');

    const again = await checkoutOf(owner, organization.id);
    expect(fake.sessions.get(again.sessionId)?.status).toBe('open');
  });
});

describe('after the return from checkout', () => {
  it('never publishes on the success URL alone while Stripe says unpaid', async () => {
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await checkoutOf(owner, organization.id);

    const check = await owner.browser.get(`/api/payments/session/${sessionId}`);
    expect(check.statusCode).toBe(200);
    expect((check.json() as { data: CheckoutSessionStatus }).data).toEqual({
      sessionId,
      organizationId: organization.id,
      paid: false,
    });
    const subscription = await owner.browser.get(`/api/payments/subscription/${organization.id}`);
    expect((subscription.json() as { data: Subscription }).data).toEqual({
      organizationId: organization.id,
      organizationName: organization.name,
      type: null,
      status: 'pending',
      startDate: null,
      endDate: null,
      cancelAtPeriodEnd: false,
    });
    expect((await organizationRow(organization.id))?.status).toBe('pending');
    expect(await publicIds()).not.toContain(organization.id);
  });

  it('fulfils a paid session once, as its webhook would, whichever arrives first', async () => {
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await checkoutOf(owner, organization.id, 'annual');
    const stripeSubscription = fake.completeCheckout(sessionId);

    const checks = await Promise.all([
      owner.browser.get(`/api/payments/session/${sessionId}`),
      owner.browser.get(`/api/payments/session/${sessionId}`),
    ]);
    for (const check of checks) {
      expect((check.json() as { data: CheckoutSessionStatus }).data.paid).toBe(true);
    }
    expect((await deliver(fake.events.checkoutSessionCompleted(sessionId))).statusCode).toBe(200);

    const rows = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, organization.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripeSubscriptionId: stripeSubscription.id,
      type: 'annual',
      status: 'active',
    });
    const row = await organizationRow(organization.id);
    expect(row).toMatchObject({ status: 'published', subscriptionType: 'annual' });
    const subscription = await owner.browser.get(`/api/payments/subscription/${organization.id}`);
    const item = stripeSubscription.items.data[0]!;
    expect((subscription.json() as { data: Subscription }).data).toMatchObject({
      type: 'yearly',
      status: 'paid',
      startDate: new Date(item.current_period_start * 1000).toISOString(),
      endDate: new Date(item.current_period_end * 1000).toISOString(),
    });
    // Stored as the plan's id, 'annual'; responses keep the API's word for its subscriptions.
    const mine = await owner.browser.get('/api/users/organizations');
    expect(
      (mine.json() as { data: Array<{ id: string; subscriptionType: string | null }> }).data.find(
        (entry) => entry.id === organization.id,
      )?.subscriptionType,
    ).toBe('yearly');
  });

  it('shows neither session nor subscription to anyone but the owner', async () => {
    const organization = await pendingOrganizationOf(owner);
    const { sessionId } = await checkoutOf(owner, organization.id);
    fake.completeCheckout(sessionId);

    expect((await stranger.browser.get(`/api/payments/session/${sessionId}`)).statusCode).toBe(404);
    expect(
      (await stranger.browser.get(`/api/payments/subscription/${organization.id}`)).statusCode,
    ).toBe(404);
    expect((await owner.browser.get('/api/payments/session/cs_test_unknown')).statusCode).toBe(404);
    // The stranger's look did not fulfil it either.
    expect((await organizationRow(organization.id))?.status).toBe('pending');
  });
});

describe('POST /api/payments/portal-session', () => {
  it("opens Stripe's customer portal for a paying user, returning to the dashboard", async () => {
    const organization = await pendingOrganizationOf(owner);
    await checkoutOf(owner, organization.id);
    const response = await owner.browser.post('/api/payments/portal-session');
    expect(response.statusCode).toBe(200);
    const { url } = (response.json() as { data: { url: string } }).data;
    expect(url.startsWith(`${fake.url}/portal/`)).toBe(true);
    expect(new URL(url).searchParams.get('return_url')).toBe('https://profiles.test/dashboard');
  });

  it('answers 404 with the product message when there is no billing account yet', async () => {
    const member = await signUpMember(testApp.app, db());
    const response = await member.browser.post('/api/payments/portal-session');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { message: paymentMessages.noBillingAccount },
    });
  });
});
