import { randomUUID } from 'node:crypto';
import { apiMessages, paymentMessages } from '@catalyst/shared';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../app-error.js';
import { addMonths } from '../calendar.js';
import { createTestGateway, type TestGateway } from './test-gateway.js';

const SECRET = 'whsec_test_gateway_secret';
const PUBLIC_URL = 'https://profiles.test';

let database: DatabaseHandle;
let gateway: TestGateway;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createTestGateway({ db: database.db, publicUrl: PUBLIC_URL, webhookSecret: SECRET });
});

afterAll(async () => {
  await database?.close();
});

/** A checkout as billing starts one: its URLs carry Stripe's placeholder and the org id. */
async function startCheckout(
  plan: 'monthly' | 'annual' = 'monthly',
  userId = `user-${randomUUID()}`,
) {
  const organization = await createOrganization(database.db, {
    status: 'pending',
    createdBy: userId,
    name: `Checkout ${plan}`,
  });
  const customerId = await gateway.createCustomer({
    id: userId,
    email: 'a@example.org',
    name: 'A',
  });
  const session = await gateway.createCheckoutSession({
    organizationId: organization.id,
    userId,
    customerId,
    plan,
    successUrl: `${PUBLIC_URL}/organizations/${organization.id}/edit?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${PUBLIC_URL}/payments/canceled?org=${organization.id}`,
  });
  return { organization, userId, customerId, session };
}

function expectAppError(promise: Promise<unknown>, code: string, message: string) {
  return expect(promise).rejects.toSatisfy(
    (error) => error instanceof AppError && error.code === code && error.message === message,
  );
}

describe('the test gateway, as billing uses it', () => {
  it('makes customers and unguessable sessions whose page is ours', async () => {
    const { customerId, session, organization, userId } = await startCheckout();
    expect(gateway.mode).toBe('test');
    expect(customerId).toMatch(/^cus_test_[0-9a-f]{32}$/);
    expect(session.id).toMatch(/^cs_test_local_[0-9a-f]{32}$/);
    expect(session.url).toBe(`${PUBLIC_URL}/payments/test-checkout/${session.id}`);
    expect(await gateway.retrieveCheckoutSession(session.id)).toEqual({
      id: session.id,
      status: 'open',
      paid: false,
      subscriptionId: null,
      customerId,
      organizationId: organization.id,
      userId,
    });
    expect(await gateway.retrieveCheckoutSession('cs_test_local_unknown')).toBeUndefined();
    expect(await gateway.retrieveSubscription('sub_test_local_unknown')).toBeUndefined();
  });

  it('pays once: a signed checkout.session.completed event, a subscription for the plan, the success URL', async () => {
    const { organization, userId, customerId, session } = await startCheckout('annual');
    const before = Date.now();
    const completion = await gateway.completeCheckout(session.id, userId);
    expect(completion.redirectUrl).toBe(
      `${PUBLIC_URL}/organizations/${organization.id}/edit?success=true&session_id=${session.id}`,
    );

    // Stripe's own verification accepts it, as the webhook route would.
    const event = Stripe.webhooks.constructEvent(completion.payload, completion.signature, SECRET);
    expect(event.id).toMatch(/^evt_test_local_[0-9a-f]{32}$/);
    expect(event.type).toBe('checkout.session.completed');
    const object = event.data.object as unknown as Record<string, unknown>;
    expect(object).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      customer: customerId,
      payment_status: 'paid',
      status: 'complete',
      metadata: { organizationId: organization.id, userId, plan: 'annual' },
    });
    expect(gateway.verifyEvent(completion.payload, completion.signature)).toEqual({
      id: event.id,
      type: 'checkout.session.completed',
      object,
    });

    const subscriptionId = object['subscription'] as string;
    expect(subscriptionId).toMatch(/^sub_test_local_[0-9a-f]{32}$/);
    const subscription = await gateway.retrieveSubscription(subscriptionId);
    expect(subscription).toMatchObject({
      id: subscriptionId,
      customerId,
      status: 'active',
      plan: 'annual',
      cancelAtPeriodEnd: false,
      organizationId: organization.id,
      userId,
    });
    const start = subscription?.currentPeriodStart ?? new Date(0);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(subscription?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(subscription?.currentPeriodEnd).toEqual(addMonths(start, 12));
    expect(await gateway.retrieveCheckoutSession(session.id)).toMatchObject({
      status: 'complete',
      paid: true,
      subscriptionId,
    });

    await expectAppError(
      gateway.completeCheckout(session.id, userId),
      'CONFLICT',
      paymentMessages.alreadyPaid,
    );
    await expectAppError(
      gateway.cancelCheckout(session.id, userId),
      'CONFLICT',
      paymentMessages.alreadyPaid,
    );
  });

  it('runs a monthly subscription for a month', async () => {
    const { userId, session } = await startCheckout('monthly');
    const completion = await gateway.completeCheckout(session.id, userId);
    const { subscriptionId } = (await gateway.retrieveCheckoutSession(session.id)) ?? {};
    const subscription = await gateway.retrieveSubscription(subscriptionId ?? '');
    expect(subscription?.plan).toBe('monthly');
    expect(subscription?.currentPeriodEnd).toEqual(
      addMonths(subscription?.currentPeriodStart ?? new Date(0), 1),
    );
    expect(completion.payload.toString()).toContain('"plan":"monthly"');
  });

  it('lets only one of two simultaneous payments of a session through', async () => {
    const { userId, session } = await startCheckout();
    const results = await Promise.allSettled([
      gateway.completeCheckout(session.id, userId),
      gateway.completeCheckout(session.id, userId),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('cancels: the session expires, answers the cancel URL, and can no longer be paid', async () => {
    const { organization, userId, session } = await startCheckout();
    const expected = { redirectUrl: `${PUBLIC_URL}/payments/canceled?org=${organization.id}` };
    expect(await gateway.cancelCheckout(session.id, userId)).toEqual(expected);
    expect(await gateway.cancelCheckout(session.id, userId)).toEqual(expected);
    expect(await gateway.getCheckout(session.id, userId)).toEqual({
      sessionId: session.id,
      organizationName: organization.name,
      plan: 'monthly',
      status: 'expired',
    });
    await expectAppError(
      gateway.completeCheckout(session.id, userId),
      'CONFLICT',
      paymentMessages.canceledBody,
    );
  });

  it('keeps a session to its own user: anyone else is told it does not exist', async () => {
    const { userId, session } = await startCheckout();
    const stranger = `user-${randomUUID()}`;
    await expectAppError(
      gateway.getCheckout(session.id, stranger),
      'NOT_FOUND',
      apiMessages.notFound,
    );
    await expectAppError(
      gateway.completeCheckout(session.id, stranger),
      'NOT_FOUND',
      apiMessages.notFound,
    );
    await expectAppError(
      gateway.cancelCheckout(session.id, stranger),
      'NOT_FOUND',
      apiMessages.notFound,
    );
    expect((await gateway.getCheckout(session.id, userId)).status).toBe('open');
  });

  it('cancels a subscription at once, and again without complaint', async () => {
    const { userId, session } = await startCheckout();
    await gateway.completeCheckout(session.id, userId);
    const { subscriptionId } = (await gateway.retrieveCheckoutSession(session.id)) ?? {};
    await gateway.cancelSubscription(subscriptionId ?? '');
    await gateway.cancelSubscription(subscriptionId ?? '');
    await gateway.cancelSubscription('sub_test_local_unknown');
    expect((await gateway.retrieveSubscription(subscriptionId ?? ''))?.status).toBe('canceled');
  });

  it('expires an open session so it cannot be paid; a paid or ended one is answered as it is', async () => {
    const { userId, session } = await startCheckout();
    expect(await gateway.expireCheckoutSession(session.id)).toMatchObject({
      id: session.id,
      status: 'expired',
      paid: false,
    });
    expect(await gateway.expireCheckoutSession(session.id)).toMatchObject({ status: 'expired' });
    await expectAppError(
      gateway.completeCheckout(session.id, userId),
      'CONFLICT',
      paymentMessages.canceledBody,
    );

    const paid = await startCheckout();
    await gateway.completeCheckout(paid.session.id, paid.userId);
    expect(await gateway.expireCheckoutSession(paid.session.id)).toMatchObject({
      status: 'complete',
      paid: true,
    });
    expect(await gateway.expireCheckoutSession('cs_test_local_unknown')).toBeUndefined();
  });

  it("refunds a subscription's payment, the plan's price, once however often asked", async () => {
    const { userId, session } = await startCheckout('annual');
    await gateway.completeCheckout(session.id, userId);
    const subscriptionId =
      (await gateway.retrieveCheckoutSession(session.id))?.subscriptionId ?? '';

    const refund = await gateway.refundLatestPayment(subscriptionId, 'duplicate_subscription');
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_test_local_[0-9a-f]{32}$/) as string,
      amount: 10000,
      currency: 'usd',
    });
    expect(await gateway.refundLatestPayment(subscriptionId, 'organization_deleted')).toEqual(
      refund,
    );
    expect(
      await gateway.refundLatestPayment('sub_test_local_unknown', 'duplicate_subscription'),
    ).toBeUndefined();
  });

  it('refuses events that are unsigned, tampered with or signed with another secret', async () => {
    const { userId, session } = await startCheckout();
    const { payload, signature } = await gateway.completeCheckout(session.id, userId);
    const invalid = (run: () => unknown) =>
      expect(run).toThrow(expect.objectContaining({ code: 'BAD_REQUEST', statusCode: 400 }));

    invalid(() => gateway.verifyEvent(payload, undefined));
    invalid(() => gateway.verifyEvent(payload, 'garbage'));
    invalid(() =>
      gateway.verifyEvent(Buffer.from(payload.toString().replace('"paid"', '"unpaid"')), signature),
    );
    const foreign = Stripe.webhooks.generateTestHeaderString({
      payload: payload.toString(),
      secret: 'whsec_someone_else',
    });
    invalid(() => gateway.verifyEvent(payload, foreign));
  });

  it('sends Manage billing to the owner’s organizations, there being no card to change', async () => {
    expect(await gateway.createPortalSession('cus_test_x', `${PUBLIC_URL}/dashboard`)).toEqual({
      url: `${PUBLIC_URL}/dashboard/organizations`,
    });
  });
});
