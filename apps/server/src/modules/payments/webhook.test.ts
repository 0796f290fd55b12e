import { randomUUID } from 'node:crypto';
import type { CheckoutSession, OrganizationList } from '@catalyst/shared';
import { paymentMessages } from '@catalyst/shared';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, signUpMember, type Member } from '../../../test/factories.js';
import { seededRandom } from '../../../test/seeded-random.js';
import {
  startFakeStripe,
  type FakeStripe,
  type SignedEvent,
  type SubscriptionPatch,
} from '../../../test/stand-ins/fake-stripe.js';
import {
  auditLog,
  billingActions,
  organizations,
  pendingProviderCancellations,
  stripeEvents,
  subscriptions,
} from '../../db/schema/index.js';
import { createStripeGateway } from '../../lib/payments/stripe-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';
import { createProviderCancellations } from './provider-cancellations.js';

let fake: FakeStripe;
let testApp: TestApp;
let owner: Member;
/** Each test's organizations in a country of their own, so list and facets are theirs alone. */
const countries = ['NZ', 'IS', 'PT', 'FI', 'CL', 'KE', 'UY', 'EE', 'SI', 'GH'];
let nextCountry = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  testApp = await buildTestApp({ env: fake.env });
  owner = await signUpMember(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const db = () => testApp.database.db;

function deliver(event: SignedEvent, signature = event.signature) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: event.payload,
  });
}

async function deliverOk(event: SignedEvent) {
  const response = await deliver(event);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ received: true });
}

/** A pending organization of the owner (or `member`), in a country of its own. */
async function pendingOrganization(member: Member = owner) {
  const countryCode = countries[nextCountry++ % countries.length]!;
  const organization = await createOrganization(db(), {
    createdBy: member.userId,
    status: 'pending',
    countryCode,
    categories: ['education'],
  });
  return { organization, countryCode };
}

/** A pending organization of the owner with a checkout started for it. */
async function organizationInCheckout(
  plan: 'monthly' | 'annual' = 'monthly',
  member: Member = owner,
) {
  const { organization, countryCode } = await pendingOrganization(member);
  const response = await member.browser.post('/api/payments/create-checkout-session', {
    organizationId: organization.id,
    plan,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { sessionId } = (response.json() as { data: CheckoutSession }).data;
  return { organization, sessionId, countryCode };
}

/** The owner pays and Stripe says so: a published organization with a live subscription. */
async function paidOrganization(plan: 'monthly' | 'annual' = 'monthly', member: Member = owner) {
  const started = await organizationInCheckout(plan, member);
  const subscription = fake.completeCheckout(started.sessionId);
  await deliverOk(fake.events.checkoutSessionCompleted(started.sessionId));
  return { ...started, subscriptionId: subscription.id };
}

async function organizationRow(id: string) {
  const [row] = await db().select().from(organizations).where(eq(organizations.id, id));
  return row;
}

async function subscriptionRow(stripeId: string) {
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeId));
  return row;
}

async function eventCount() {
  const [row] = await db().select({ value: count() }).from(stripeEvents);
  return row?.value;
}

async function publicList(countryCode: string): Promise<OrganizationList> {
  const response = await testApp.app.inject({ url: `/api/organizations?country=${countryCode}` });
  return (response.json() as { data: OrganizationList }).data;
}

describe('POST /api/payments/webhook', () => {
  it('publishes on checkout.session.completed, re-read from Stripe: checkout to public list', async () => {
    const { organization, sessionId, countryCode } = await organizationInCheckout();
    expect((await publicList(countryCode)).items).toEqual([]);

    fake.completeCheckout(sessionId);
    await deliverOk(fake.events.checkoutSessionCompleted(sessionId));

    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'published',
      subscriptionType: 'monthly',
    });
    const list = await publicList(countryCode);
    expect(list.items.map((item) => item.id)).toEqual([organization.id]);
    expect(list.availableCategories).toEqual([{ categoryId: 'education', count: 1 }]);
    const detail = await testApp.app.inject({ url: `/api/organizations/${organization.id}` });
    expect(detail.json()).toMatchObject({ data: { publicationStatus: 'published' } });
    const mine = await owner.browser.get('/api/users/organizations');
    expect((mine.json() as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({
        id: organization.id,
        paymentStatus: 'paid',
        subscriptionType: 'monthly',
      }),
    );
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { organization, sessionId } = await organizationInCheckout();
    fake.completeCheckout(sessionId);
    const event = fake.events.checkoutSessionCompleted(sessionId);
    const eventsBefore = await eventCount();

    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    for (const response of [
      await deliver(event, forged),
      await deliver({ ...event, payload: event.payload.replace('"complete"', '"open"') }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload: event.payload,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
    }
    expect((await organizationRow(organization.id))?.status).toBe('pending');
    expect(await eventCount()).toBe(eventsBefore);
  });

  it('records each event once: a replay changes nothing', async () => {
    const { organization, subscriptionId } = await paidOrganization();
    const renewal = fake.events.invoicePaid(subscriptionId);
    await deliverOk(renewal);

    // Stripe moves on; the replayed old delivery must not act on it.
    fake.setSubscription(subscriptionId, { status: 'canceled' });
    await deliverOk(renewal);
    expect((await subscriptionRow(subscriptionId))?.status).toBe('active');
    expect((await organizationRow(organization.id))?.status).toBe('published');
    const recorded = await db().select().from(stripeEvents).where(eq(stripeEvents.id, renewal.id));
    expect(recorded).toHaveLength(1);
  });

  it('records and ignores event types it does not act on', async () => {
    const { subscriptionId } = await paidOrganization();
    const event = fake.events.subscriptionUpdated(subscriptionId);
    const other = {
      ...event,
      payload: event.payload.replace('"customer.subscription.updated"', '"customer.created"'),
    };
    const response = await deliver({ ...other, signature: resign(other.payload) });
    expect(response.statusCode).toBe(200);
    const recorded = await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toMatchObject([{ type: 'customer.created' }]);
  });

  it('keeps a profile listed through a failed payment, lapses it when cancelled', async () => {
    const { organization, subscriptionId, countryCode } = await paidOrganization('annual');

    fake.setSubscription(subscriptionId, { status: 'past_due' });
    await deliverOk(fake.events.invoicePaymentFailed(subscriptionId));
    expect((await subscriptionRow(subscriptionId))?.status).toBe('past_due');
    expect((await organizationRow(organization.id))?.status).toBe('published');
    expect((await publicList(countryCode)).total).toBe(1);

    fake.setSubscription(subscriptionId, { status: 'canceled' });
    await deliverOk(fake.events.subscriptionDeleted(subscriptionId));
    expect((await subscriptionRow(subscriptionId))?.status).toBe('canceled');
    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'lapsed',
      subscriptionType: 'annual',
    });
    const list = await publicList(countryCode);
    expect(list.total).toBe(0);
    expect(list.items).toEqual([]);
    expect(list.availableCategories).toEqual([]);
    // Its address still answers, saying it is not published for now, never a 404.
    const visit = await testApp.app.inject({ url: `/api/organizations/${organization.id}` });
    expect(visit.statusCode).not.toBe(200);
    expect(visit.statusCode).not.toBe(404);
    expect(visit.json()).toMatchObject({
      error: { message: paymentMessages.notPublishedBody(organization.name) },
    });
  });

  it('republishes when an unpaid subscription is paid again', async () => {
    const { organization, subscriptionId, countryCode } = await paidOrganization();
    fake.setSubscription(subscriptionId, { status: 'unpaid' });
    await deliverOk(fake.events.subscriptionUpdated(subscriptionId));
    expect((await organizationRow(organization.id))?.status).toBe('lapsed');

    const start = new Date();
    const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000);
    fake.setSubscription(subscriptionId, {
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
    await deliverOk(fake.events.invoicePaid(subscriptionId));
    expect((await organizationRow(organization.id))?.status).toBe('published');
    expect((await subscriptionRow(subscriptionId))?.currentPeriodEnd?.getTime()).toBe(
      Math.floor(end.getTime() / 1000) * 1000,
    );
    expect((await publicList(countryCode)).items.map((item) => item.id)).toEqual([organization.id]);
  });
});

function resign(payload: string): string {
  return fake.signPayload(payload);
}

const stripeGateway = () => createStripeGateway(testApp.config.payments.stripe!);

/** The daily job's run, on demand. */
function reconcile() {
  return createPaymentsService({
    repository: createPaymentsRepository(db()),
    gateway: stripeGateway(),
    publicUrl: testApp.config.publicUrl,
    logError: () => {},
  }).reconcile();
}

/**
 * A checkout of the organization paid at Stripe, however it came about (a session opened
 * before the product recorded its sessions, a payment racing the expiry): opened through the
 * SDK, around the product's own record, and completed at `now`.
 */
async function paidAtStripe(
  organizationId: string,
  now: Date,
  plan: 'monthly' | 'annual' = 'monthly',
) {
  const gateway = stripeGateway();
  const customerId = await gateway.createCustomer({
    id: owner.userId,
    email: owner.email,
    name: 'Owner',
  });
  const { id: sessionId } = await gateway.createCheckoutSession({
    organizationId,
    userId: owner.userId,
    customerId,
    plan,
    successUrl: 'https://profiles.test/success',
    cancelUrl: 'https://profiles.test/canceled',
  });
  const subscription = fake.completeCheckout(sessionId, { now });
  return { sessionId, subscriptionId: subscription.id };
}

async function actionsFor(stripeSubscriptionId: string) {
  return db()
    .select()
    .from(billingActions)
    .where(eq(billingActions.stripeSubscriptionId, stripeSubscriptionId));
}

describe('one live subscription per organization', () => {
  it('two tabs both paid: the first stays, the second is cancelled, refunded and recorded', async () => {
    const { organization } = await pendingOrganization();
    const at = Date.now();
    const first = await paidAtStripe(organization.id, new Date(at - 2000));
    const second = await paidAtStripe(organization.id, new Date(at - 1000), 'annual');

    // The later one is reported first. Stripe already holds both: the earlier one is kept
    // (and publishes) before its own report arrives.
    await deliverOk(fake.events.checkoutSessionCompleted(second.sessionId));
    expect((await subscriptionRow(first.subscriptionId))?.status).toBe('active');
    await deliverOk(fake.events.checkoutSessionCompleted(first.sessionId));

    expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('active');
    expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(fake.refundsOf(first.subscriptionId)).toEqual([]);
    const refunds = fake.refundsOf(second.subscriptionId);
    expect(refunds).toMatchObject([{ amount: 10000, currency: 'usd', reason: 'duplicate' }]);
    expect(await actionsFor(second.subscriptionId)).toMatchObject([
      {
        organizationId: organization.id,
        action: 'canceled_and_refunded',
        reason: 'duplicate_subscription',
        keptStripeSubscriptionId: first.subscriptionId,
        refundId: refunds[0]?.id,
        refundAmount: 10000,
        refundCurrency: 'usd',
        detectedBy: 'webhook',
      },
    ]);
    expect(await actionsFor(first.subscriptionId)).toEqual([]);
    expect((await subscriptionRow(first.subscriptionId))?.status).toBe('active');
    expect((await subscriptionRow(second.subscriptionId))?.status).toBe('canceled');
    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'published',
      subscriptionType: 'monthly',
    });

    // Stripe's own news of the cancellation, and fresh reports of both, change nothing more.
    await deliverOk(fake.events.subscriptionDeleted(second.subscriptionId));
    await deliverOk(fake.events.invoicePaid(second.subscriptionId));
    await deliverOk(fake.events.invoicePaid(first.subscriptionId));
    expect(fake.refundsOf(second.subscriptionId)).toHaveLength(1);
    expect(await actionsFor(second.subscriptionId)).toHaveLength(1);
    expect((await organizationRow(organization.id))?.status).toBe('published');
  });

  it('the session check after the return from checkout ends a second paid subscription too', async () => {
    const { organization } = await pendingOrganization();
    const first = await paidAtStripe(organization.id, new Date(Date.now() - 2000));
    await deliverOk(fake.events.checkoutSessionCompleted(first.sessionId));
    // Paid in the other tab after the first was reported; its webhook is still on its way.
    const second = await paidAtStripe(organization.id, new Date(Date.now() - 1000));

    const check = await owner.browser.get(`/api/payments/session/${second.sessionId}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(fake.refundsOf(second.subscriptionId)).toHaveLength(1);
    expect(await actionsFor(second.subscriptionId)).toMatchObject([
      { reason: 'duplicate_subscription', detectedBy: 'session_check' },
    ]);
    expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('active');
  });

  it('a checkout completed after the organization was deleted is cancelled, refunded and recorded', async () => {
    const { organization } = await pendingOrganization();
    const late = await paidAtStripe(organization.id, new Date());
    const response = await owner.browser.delete(`/api/organizations/${organization.id}`);
    expect(response.statusCode, response.body).toBe(200);

    const completed = fake.events.checkoutSessionCompleted(late.sessionId);
    await deliverOk(completed);
    await deliverOk(completed);
    await deliverOk(fake.events.invoicePaid(late.subscriptionId));

    expect(fake.subscriptions.get(late.subscriptionId)?.status).toBe('canceled');
    const refunds = fake.refundsOf(late.subscriptionId);
    expect(refunds).toMatchObject([{ amount: 1200, reason: 'requested_by_customer' }]);
    expect(await actionsFor(late.subscriptionId)).toMatchObject([
      {
        organizationId: organization.id,
        action: 'canceled_and_refunded',
        reason: 'organization_deleted',
        keptStripeSubscriptionId: null,
        refundId: refunds[0]?.id,
        refundAmount: 1200,
      },
    ]);
    expect(await organizationRow(organization.id)).toBeUndefined();
    expect(await subscriptionRow(late.subscriptionId)).toBeUndefined();
  });

  it('leaves alone a subscription of a customer it never made, for an organization it does not know', async () => {
    // Another system on the same Stripe account (a staging copy) sells its own profiles.
    const gateway = stripeGateway();
    const elsewhere = await gateway.createCustomer({
      id: 'user-elsewhere',
      email: 'x@y.z',
      name: 'X',
    });
    const { id: sessionId } = await gateway.createCheckoutSession({
      organizationId: randomUUID(),
      userId: 'user-elsewhere',
      customerId: elsewhere,
      plan: 'monthly',
      successUrl: 'https://staging.test/success',
      cancelUrl: 'https://staging.test/canceled',
    });
    const foreign = fake.completeCheckout(sessionId);

    await deliverOk(fake.events.checkoutSessionCompleted(sessionId));
    expect(fake.subscriptions.get(foreign.id)?.status).toBe('active');
    expect(fake.refundsOf(foreign.id)).toEqual([]);
    expect(await actionsFor(foreign.id)).toEqual([]);
  });

  it("a deletion expires the organization's open checkout, so it can no longer be paid", async () => {
    const member = await signUpMember(testApp.app, db());
    const organization = await createOrganization(db(), {
      createdBy: member.userId,
      status: 'pending',
    });
    const started = await member.browser.post('/api/payments/create-checkout-session', {
      organizationId: organization.id,
      plan: 'monthly',
    });
    const { sessionId } = (started.json() as { data: CheckoutSession }).data;
    expect(fake.sessions.get(sessionId)?.status).toBe('open');

    const response = await member.browser.delete(`/api/organizations/${organization.id}`);
    expect(response.statusCode, response.body).toBe(200);
    await testApp.app.jobs.idle();
    expect(fake.sessions.get(sessionId)?.status).toBe('expired');
    expect(() => fake.completeCheckout(sessionId)).toThrow();
  });

  it('leaves an event unrecorded when its refund fails, so the retry finishes the work once', async () => {
    const { organization } = await pendingOrganization();
    const first = await paidAtStripe(organization.id, new Date(Date.now() - 2000));
    await deliverOk(fake.events.checkoutSessionCompleted(first.sessionId));
    const second = await paidAtStripe(organization.id, new Date(Date.now() - 1000));

    const event = fake.events.checkoutSessionCompleted(second.sessionId);
    // The refund fails, the SDK's own retries included.
    fake.failNext('POST /v1/refunds', 3);
    expect((await deliver(event)).statusCode).toBe(500);
    expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('active');
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);

    // Stripe's retry of the same event finishes the work.
    await deliverOk(event);
    expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(fake.refundsOf(second.subscriptionId)).toHaveLength(1);
    expect(await actionsFor(second.subscriptionId)).toHaveLength(1);
  });
});

describe('delivery order and duplicates', () => {
  type EventKind =
    'invoicePaid' | 'invoicePaymentFailed' | 'subscriptionUpdated' | 'subscriptionDeleted';
  interface Step {
    patch: SubscriptionPatch;
    events: EventKind[];
  }

  /** A plausible life of a subscription: renewals, failures, recoveries, maybe an end. */
  function scenario(random: () => number): Step[] {
    const steps: Step[] = [];
    let periodStart = Date.now();
    const length = 2 + Math.floor(random() * 6);
    for (let i = 0; i < length; i += 1) {
      const roll = random();
      if (roll < 0.3) {
        const start = new Date(periodStart + 30 * 24 * 60 * 60 * 1000);
        periodStart = start.getTime();
        steps.push({
          patch: {
            status: 'active',
            currentPeriodStart: start,
            currentPeriodEnd: new Date(periodStart + 30 * 24 * 60 * 60 * 1000),
          },
          events: ['invoicePaid', 'subscriptionUpdated'],
        });
      } else if (roll < 0.5) {
        steps.push({ patch: { status: 'past_due' }, events: ['invoicePaymentFailed'] });
      } else if (roll < 0.65) {
        steps.push({ patch: { status: 'unpaid' }, events: ['subscriptionUpdated'] });
      } else if (roll < 0.85) {
        steps.push({
          patch: { cancelAtPeriodEnd: random() < 0.5 },
          events: ['subscriptionUpdated'],
        });
      } else {
        // The end: Stripe never revives a cancelled subscription.
        steps.push({ patch: { status: 'canceled' }, events: ['subscriptionDeleted'] });
        break;
      }
    }
    return steps;
  }

  function shuffled<T>(items: T[], random: () => number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  async function endState(organizationId: string, subscriptionId: string) {
    const row = await subscriptionRow(subscriptionId);
    const organization = await organizationRow(organizationId);
    return {
      subscription: row && {
        type: row.type,
        status: row.status,
        currentPeriodStart: row.currentPeriodStart?.toISOString(),
        currentPeriodEnd: row.currentPeriodEnd?.toISOString(),
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      },
      organization: organization && {
        status: organization.status,
        subscriptionType: organization.subscriptionType,
      },
    };
  }

  it.each([1, 7, 42, 1234, 99991])(
    'every event twice and shuffled reaches the in-order end state (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const steps = scenario(random);
      const inOrder = await paidOrganization(random() < 0.5 ? 'monthly' : 'annual');
      const disordered = await paidOrganization(
        (await organizationRow(inOrder.organization.id))?.subscriptionType === 'annual'
          ? 'annual'
          : 'monthly',
      );

      // Both bought within the same second or not: they start from the same period.
      const item = fake.subscriptions.get(inOrder.subscriptionId)!.items.data[0]!;
      fake.setSubscription(disordered.subscriptionId, {
        currentPeriodStart: new Date(item.current_period_start * 1000),
        currentPeriodEnd: new Date(item.current_period_end * 1000),
      });

      const held: SignedEvent[] = [];
      for (const step of steps) {
        fake.setSubscription(inOrder.subscriptionId, step.patch);
        for (const kind of step.events) await deliverOk(fake.events[kind](inOrder.subscriptionId));
        fake.setSubscription(disordered.subscriptionId, step.patch);
        for (const kind of step.events) held.push(fake.events[kind](disordered.subscriptionId));
      }
      held.push(fake.events.checkoutSessionCompleted(disordered.sessionId));
      for (const event of shuffled([...held, ...held], random)) await deliverOk(event);

      const expected = await endState(inOrder.organization.id, inOrder.subscriptionId);
      expect(await endState(disordered.organization.id, disordered.subscriptionId)).toEqual(
        expected,
      );
      const last = fake.subscriptions.get(inOrder.subscriptionId)!;
      expect(expected.subscription?.status).toBe(last.status);
      expect(expected.organization?.status).toBe(
        ['active', 'past_due'].includes(last.status) ? 'published' : 'lapsed',
      );
    },
  );

  type Delivery = { event: SignedEvent } | { sessionCheck: string } | { reconcile: true };

  async function perform(delivery: Delivery) {
    if ('event' in delivery) return deliverOk(delivery.event);
    if ('sessionCheck' in delivery) {
      const check = await owner.browser.get(`/api/payments/session/${delivery.sessionCheck}`);
      expect(check.statusCode, check.body).toBe(200);
      return;
    }
    expect((await reconcile()).failed).toBe(0);
  }

  it.each([3, 11, 31337, 34, 89, 77777, 8, 233])(
    'several paid subscriptions of one organization, each reported twice, delivered twice and shuffled: one stays live, every other is cancelled and refunded once (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const { organization } = await pendingOrganization();
      const gone = random() < 0.35;
      const base = Date.now() - 10_000;
      const paid = [];
      for (let i = 0, count = 2 + Math.floor(random() * 2); i < count; i += 1) {
        // Whole seconds apart or within the same one: a tie falls to the id.
        const createdAt = new Date(base + Math.floor(random() * 2) * 1000);
        paid.push(
          await paidAtStripe(organization.id, createdAt, random() < 0.5 ? 'monthly' : 'annual'),
        );
      }
      if (gone) {
        const deletion = await owner.browser.delete(`/api/organizations/${organization.id}`);
        expect(deletion.statusCode, deletion.body).toBe(200);
      }

      const deliveries: Delivery[] = [{ reconcile: true }];
      for (const { sessionId, subscriptionId } of paid) {
        // Stripe reports each twice over (new event ids), and every delivery comes twice.
        for (let round = 0; round < 2; round += 1) {
          deliveries.push(
            { event: fake.events.checkoutSessionCompleted(sessionId) },
            { event: fake.events.invoicePaid(subscriptionId) },
            { event: fake.events.subscriptionUpdated(subscriptionId) },
          );
        }
        if (!gone) deliveries.push({ sessionCheck: sessionId });
      }
      for (const delivery of shuffled([...deliveries, ...deliveries], random)) {
        await perform(delivery);
      }

      const atStripe = paid.map(({ subscriptionId }) => fake.subscriptions.get(subscriptionId)!);
      const [first] = [...atStripe].sort(
        (a, b) => a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      const kept = gone ? undefined : first;
      expect(atStripe.filter((subscription) => subscription.status !== 'canceled')).toEqual(
        kept ? [kept] : [],
      );
      for (const extra of atStripe.filter((subscription) => subscription !== kept)) {
        expect(extra.status).toBe('canceled');
        expect(fake.refundsOf(extra.id)).toHaveLength(1);
        expect(await actionsFor(extra.id)).toMatchObject([
          {
            organizationId: organization.id,
            action: 'canceled_and_refunded',
            reason: gone ? 'organization_deleted' : 'duplicate_subscription',
            keptStripeSubscriptionId: kept?.id ?? null,
          },
        ]);
      }
      if (kept) {
        expect(kept.status).toBe('active');
        expect(fake.refundsOf(kept.id)).toEqual([]);
        expect(await actionsFor(kept.id)).toEqual([]);
        expect((await organizationRow(organization.id))?.status).toBe('published');
        const rows = await db()
          .select({ id: subscriptions.stripeSubscriptionId, status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.organizationId, organization.id));
        expect(rows.filter((row) => row.status !== 'canceled')).toEqual([
          { id: kept.id, status: 'active' },
        ]);
      } else {
        expect(await organizationRow(organization.id)).toBeUndefined();
        const rows = await db()
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.organizationId, organization.id));
        expect(rows).toEqual([]);
      }
    },
  );
});

/** Rows still waiting for the provider to confirm their end. */
const pendingCancellations = () =>
  db()
    .select()
    .from(pendingProviderCancellations)
    .where(isNull(pendingProviderCancellations.doneAt));

/** The job's own work, as a process runs it (retries wait longer than a test should). */
function cancelPendingNow() {
  return createProviderCancellations({
    repository: createPaymentsRepository(db()),
    gateway: stripeGateway(),
  }).cancelPending();
}

describe('deletions end billing at Stripe, through the job queue', () => {
  it('an organization deletion is answered at once, and its subscription then cancelled', async () => {
    const member = await signUpMember(testApp.app, db());
    const { organization, subscriptionId } = await paidOrganization('monthly', member);
    const response = await member.browser.delete(`/api/organizations/${organization.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await organizationRow(organization.id)).toBeUndefined();

    await testApp.app.jobs.idle();
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    // A normal deletion gives nothing back: the period paid for was used.
    expect(fake.refundsOf(subscriptionId)).toHaveLength(0);
    expect(await pendingCancellations()).toEqual([]);
    // Stripe's own deletion event arrives later and finds nothing left to publish.
    await deliverOk(fake.events.subscriptionDeleted(subscriptionId));
  });

  it('deletes while Stripe cannot be reached, and cancels once it can', async () => {
    const member = await signUpMember(testApp.app, db());
    const { organization, subscriptionId, sessionId } = await paidOrganization('monthly', member);
    fake.setUnavailable(true);
    try {
      const response = await member.browser.delete(`/api/organizations/${organization.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(await organizationRow(organization.id)).toBeUndefined();
      await expect(cancelPendingNow()).rejects.toThrow('refused 2 cancellation(s)');
    } finally {
      fake.setUnavailable(false);
    }
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active');
    expect(
      (await pendingCancellations()).map(({ providerId, kind, organizationId }) => ({
        providerId,
        kind,
        organizationId,
      })),
    ).toEqual(
      expect.arrayContaining([
        { providerId: subscriptionId, kind: 'subscription', organizationId: organization.id },
        { providerId: sessionId, kind: 'checkout_session', organizationId: organization.id },
      ]),
    );

    // The stored subscription is cancelled, the paid session behind it is not refunded.
    expect(await cancelPendingNow()).toEqual({ cancelled: 1, expired: 1, refunded: 0 });
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(fake.refundsOf(subscriptionId)).toHaveLength(0);
    expect(await pendingCancellations()).toEqual([]);
  });

  it('expires an open checkout, and refunds one paid while the organization went', async () => {
    const member = await signUpMember(testApp.app, db());
    const open = await organizationInCheckout('monthly', member);
    const paidMeanwhile = await organizationInCheckout('monthly', member);
    // Paid at Stripe, its webhook not yet arrived when the organization is deleted.
    const subscription = fake.completeCheckout(paidMeanwhile.sessionId);

    for (const { organization } of [open, paidMeanwhile]) {
      const response = await member.browser.delete(`/api/organizations/${organization.id}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    await testApp.app.jobs.idle();

    expect(fake.sessions.get(open.sessionId)?.status).toBe('expired');
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(fake.refundsOf(subscription.id)).toHaveLength(1);
    expect(await actionsFor(subscription.id)).toMatchObject([
      { action: 'canceled_and_refunded', reason: 'organization_deleted', detectedBy: 'deletion' },
    ]);
    // The late webhook changes nothing more: one refund, one record.
    await deliverOk(fake.events.checkoutSessionCompleted(paidMeanwhile.sessionId));
    expect(fake.refundsOf(subscription.id)).toHaveLength(1);
    expect(await pendingCancellations()).toEqual([]);
  });

  it('an account deletion cancels every subscription of the account', async () => {
    const member = await signUpMember(testApp.app, db());
    const subscriptionIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const organization = await createOrganization(db(), {
        createdBy: member.userId,
        status: 'pending',
      });
      const response = await member.browser.post('/api/payments/create-checkout-session', {
        organizationId: organization.id,
        plan: 'monthly',
      });
      const { sessionId } = (response.json() as { data: CheckoutSession }).data;
      subscriptionIds.push(fake.completeCheckout(sessionId).id);
      await deliverOk(fake.events.checkoutSessionCompleted(sessionId));
    }
    const response = await member.browser.delete('/api/users/me', {
      confirmation: 'DELETE',
      password: member.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    await testApp.app.jobs.idle();
    for (const id of subscriptionIds) expect(fake.subscriptions.get(id)?.status).toBe('canceled');
    const left = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(left).toEqual([]);
  });
});

describe('reconciliation', () => {
  it('repairs a row that drifted from Stripe (a lost webhook)', async () => {
    const { organization, subscriptionId } = await paidOrganization();
    fake.setSubscription(subscriptionId, { status: 'canceled' });

    const result = await reconcile();
    expect(result.repaired).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBe(0);
    expect((await subscriptionRow(subscriptionId))?.status).toBe('canceled');
    expect((await organizationRow(organization.id))?.status).toBe('lapsed');

    // Nothing left to repair: a second run changes nothing.
    expect((await reconcile()).repaired).toBe(0);
  });

  it('lapses an organization whose guest grant has ended', async () => {
    const organization = await createOrganization(db(), { createdBy: owner.userId });
    await db()
      .insert(subscriptions)
      .values({
        organizationId: organization.id,
        userId: owner.userId,
        type: 'guest',
        status: 'active',
        currentPeriodStart: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
        currentPeriodEnd: new Date(Date.now() - 1000),
      });
    expect((await reconcile()).lapsedGuestGrants).toBeGreaterThanOrEqual(1);
    expect((await organizationRow(organization.id))?.status).toBe('lapsed');
  });

  it('ends a second live subscription stored before, keeping the first created', async () => {
    const { organization } = await pendingOrganization();
    const at = Date.now();
    const first = await paidAtStripe(organization.id, new Date(at - 2000));
    const second = await paidAtStripe(organization.id, new Date(at - 1000));
    // Both stored as live without anything ending the second: only reconciliation sees them.
    for (const { subscriptionId } of [second, first]) {
      const atStripe = fake.subscriptions.get(subscriptionId)!;
      await db().insert(subscriptions).values({
        organizationId: organization.id,
        userId: owner.userId,
        type: 'monthly',
        status: 'active',
        stripeSubscriptionId: subscriptionId,
        stripeCustomerId: atStripe.customer,
      });
    }

    const result = await reconcile();
    expect(result.failed).toBe(0);
    expect(result.repaired).toBeGreaterThanOrEqual(1);
    expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('active');
    expect(fake.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(fake.refundsOf(second.subscriptionId)).toHaveLength(1);
    expect(await actionsFor(second.subscriptionId)).toMatchObject([
      { detectedBy: 'reconciliation', keptStripeSubscriptionId: first.subscriptionId },
    ]);
    expect((await subscriptionRow(second.subscriptionId))?.status).toBe('canceled');
    expect((await organizationRow(organization.id))?.status).toBe('published');
  });
});

async function auditEntriesFor(stripeSubscriptionId: string) {
  return db().select().from(auditLog).where(eq(auditLog.targetId, stripeSubscriptionId));
}

describe('the audit log of what billing does by itself', () => {
  const billing = { actorKind: 'system', actorId: null, actorLabel: 'billing' };

  it('records a second subscription cancelled and refunded, once however often it is seen', async () => {
    const { organization } = await pendingOrganization();
    const first = await paidAtStripe(organization.id, new Date(Date.now() - 2000));
    const second = await paidAtStripe(organization.id, new Date(Date.now() - 1000));
    await deliverOk(fake.events.checkoutSessionCompleted(first.sessionId));
    await deliverOk(fake.events.checkoutSessionCompleted(second.sessionId));
    await deliverOk(fake.events.invoicePaid(second.subscriptionId));

    const [refund] = fake.refundsOf(second.subscriptionId);
    expect(await auditEntriesFor(second.subscriptionId)).toMatchObject([
      {
        ...billing,
        action: 'billing.canceled_and_refunded',
        targetType: 'subscription',
        targetId: second.subscriptionId,
        reason: expect.stringContaining('A second live subscription'),
        details: {
          organizationId: organization.id,
          detectedBy: 'webhook',
          keptSubscriptionId: first.subscriptionId,
          refundId: refund?.id,
          refundAmount: 1200,
          refundCurrency: 'usd',
        },
      },
    ]);
    expect(await auditEntriesFor(first.subscriptionId)).toEqual([]);
  });

  it('records a subscription cancelled after its organization was deleted, once', async () => {
    const member = await signUpMember(testApp.app, db());
    const { organization, subscriptionId } = await paidOrganization('monthly', member);
    const response = await member.browser.delete(`/api/organizations/${organization.id}`);
    expect(response.statusCode, response.body).toBe(200);
    await testApp.app.jobs.idle();
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await auditEntriesFor(subscriptionId)).toMatchObject([
      {
        ...billing,
        action: 'billing.canceled_after_deletion',
        targetType: 'subscription',
        details: { organizationId: organization.id, userId: member.userId },
      },
    ]);
    await cancelPendingNow();
    expect(await auditEntriesFor(subscriptionId)).toHaveLength(1);
  });

  it('records a checkout paid while its organization went, refunded and cancelled', async () => {
    const member = await signUpMember(testApp.app, db());
    const paidMeanwhile = await organizationInCheckout('monthly', member);
    const subscription = fake.completeCheckout(paidMeanwhile.sessionId);
    const response = await member.browser.delete(
      `/api/organizations/${paidMeanwhile.organization.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    await testApp.app.jobs.idle();
    await deliverOk(fake.events.checkoutSessionCompleted(paidMeanwhile.sessionId));
    expect(await auditEntriesFor(subscription.id)).toMatchObject([
      {
        ...billing,
        action: 'billing.canceled_and_refunded',
        reason: 'Paid for an organization that no longer exists.',
        details: { organizationId: paidMeanwhile.organization.id, detectedBy: 'deletion' },
      },
    ]);
  });
});
