import type { CheckoutSession, OrganizationList } from '@catalyst/shared';
import { messages } from '@catalyst/shared';
import { count, eq } from 'drizzle-orm';
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
import { organizations, stripeEvents, subscriptions } from '../../db/schema/index.js';
import { createStripeGateway } from '../../lib/payments/stripe-gateway.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

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

/** A pending organization of the owner with a checkout started for it. */
async function organizationInCheckout(plan: 'monthly' | 'annual' = 'monthly') {
  const countryCode = countries[nextCountry++ % countries.length]!;
  const organization = await createOrganization(db(), {
    createdBy: owner.userId,
    status: 'pending',
    countryCode,
    categories: ['education'],
  });
  const response = await owner.browser.post('/api/payments/create-checkout-session', {
    organizationId: organization.id,
    plan,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { sessionId } = (response.json() as { data: CheckoutSession }).data;
  return { organization, sessionId, countryCode };
}

/** The owner pays and Stripe says so: a published organization with a live subscription. */
async function paidOrganization(plan: 'monthly' | 'annual' = 'monthly') {
  const started = await organizationInCheckout(plan);
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
    expect(detail.json()).toMatchObject({
      data: { paymentStatus: 'paid', publicationStatus: 'published', subscriptionType: 'monthly' },
    });
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
      subscriptionType: 'yearly',
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
      error: { message: messages.payments.notPublishedBody(organization.name) },
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
        (await organizationRow(inOrder.organization.id))?.subscriptionType === 'yearly'
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
});

describe('deletions cancel at Stripe first', () => {
  it('an organization deletion cancels its subscription, then deletes', async () => {
    const { organization, subscriptionId } = await paidOrganization();
    const response = await owner.browser.delete(`/api/organizations/${organization.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await organizationRow(organization.id)).toBeUndefined();
    // Stripe's own deletion event arrives later and finds nothing left to publish.
    await deliverOk(fake.events.subscriptionDeleted(subscriptionId));
  });

  it('keeps the organization when Stripe cannot be reached, with a clear message', async () => {
    const { organization, subscriptionId } = await paidOrganization();
    fake.setUnavailable(true);
    try {
      const response = await owner.browser.delete(`/api/organizations/${organization.id}`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        error: { message: messages.payments.cancelFailed },
      });
    } finally {
      fake.setUnavailable(false);
    }
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active');
    expect((await organizationRow(organization.id))?.status).toBe('published');
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
    for (const id of subscriptionIds) expect(fake.subscriptions.get(id)?.status).toBe('canceled');
    const left = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(left).toEqual([]);
  });
});

describe('reconciliation', () => {
  function reconcile() {
    const stripe = testApp.config.payments.stripe!;
    return createPaymentsService({
      repository: createPaymentsRepository(db()),
      gateway: createStripeGateway(stripe),
      publicUrl: testApp.config.publicUrl,
      logError: () => {},
    }).reconcile();
  }

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
});
