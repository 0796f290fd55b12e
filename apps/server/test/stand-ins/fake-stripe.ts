import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

export interface FakeStripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  created: number;
  latest_invoice: string | null;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      price: { id: string; object: 'price'; recurring: { interval: 'month' | 'year' } };
    }[];
    has_more: false;
    url: string;
  };
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string;
  subscription: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
  created: number;
  /** Not part of Stripe's answer: what the checkout was asked to sell. */
  line_items_requested: { price: string; quantity: number }[];
  subscription_data_metadata: Record<string, string>;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  amount_paid: number;
  currency: 'usd';
  billing_reason: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
}

/** A payment intent with its one charge folded in: what refunds are made against. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: 'usd';
  customer: string;
  status: 'succeeded';
  latest_charge: string;
  /** Not part of Stripe's answer: how much of its charge has been given back. */
  amount_refunded: number;
}

interface FakeInvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  amount_requested: number;
  currency: 'usd';
  invoice: string;
  is_default: boolean;
  livemode: false;
  created: number;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'usd';
  charge: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface SignedEvent {
  id: string;
  type: string;
  /** The exact body to POST to the webhook endpoint. */
  payload: string;
  /** The Stripe-Signature header for it. */
  signature: string;
}

export interface SubscriptionPatch {
  status?: string;
  cancelAtPeriodEnd?: boolean;
  currentPeriodStart?: Date;
  currentPeriodEnd?: Date;
}

export interface FakeStripe {
  /** STRIPE_API_URL for the app (the SDK's protocol, host and port). */
  url: string;
  webhookSecret: string;
  prices: { monthly: string; annual: string };
  /** The environment that points the app at this stand-in. */
  env: Record<string, string>;
  customers: Map<string, Json>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeStripeSubscription>;
  invoices: Map<string, FakeInvoice>;
  paymentIntents: Map<string, FakePaymentIntent>;
  refunds: Map<string, FakeRefund>;
  /** Every API request as `METHOD /path`, for asserting what the SDK asked. */
  readonly requests: string[];
  /** The refunds made against the payment of the subscription's first invoice. */
  refundsOf(subscriptionId: string): FakeRefund[];
  /** The customer pays: the session completes and an active subscription starts. */
  completeCheckout(sessionId: string, options?: { now?: Date }): FakeStripeSubscription;
  setSubscription(id: string, patch: SubscriptionPatch): FakeStripeSubscription;
  /** Signed webhook deliveries, as Stripe would send them now. */
  events: {
    checkoutSessionCompleted(sessionId: string): SignedEvent;
    invoicePaid(subscriptionId: string): SignedEvent;
    invoicePaymentFailed(subscriptionId: string): SignedEvent;
    subscriptionUpdated(subscriptionId: string): SignedEvent;
    subscriptionDeleted(subscriptionId: string): SignedEvent;
  };
  /** A Stripe-Signature header for any payload, with this webhook secret. */
  signPayload(payload: string): string;
  /** While true, every API request fails with Stripe's 500 api_error (an outage). */
  setUnavailable(unavailable: boolean): void;
  /** The next `times` requests `METHOD /path` fail with Stripe's 500 api_error (a blip). */
  failNext(request: string, times?: number): void;
  /** Posts an event to `webhookUrl` (when given); answers the HTTP status. */
  deliver(event: SignedEvent): Promise<number>;
  close(): Promise<void>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** What the two test prices cost, in cents. */
const AMOUNT_BY_INTERVAL = { month: 1200, year: 10000 } as const;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=x`) back into objects; numeric keys make arrays. */
function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Json;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Json).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const missing = (what: string, id: string) =>
  new StripeHttpError(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${id}'`);

/**
 * Enough of Stripe's REST API, on loopback, for the real `stripe` SDK: customers, checkout
 * sessions (create, retrieve, expire), subscriptions (list, retrieve, update, cancel), the invoice
 * payment of each subscription's first invoice, refunds and billing portal sessions, with
 * Stripe-shaped objects and errors and idempotency keys. Tests drive what Stripe would do
 * on its side (a payment, a renewal, a failure) through the control methods, and receive
 * the matching webhook events signed with the SDK itself. For browser journeys it also
 * serves a tiny hosted checkout (Pay / Cancel) that delivers events to `webhookUrl`.
 */
export async function startFakeStripe(
  options: { webhookSecret?: string; webhookUrl?: string } = {},
): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const prices = { monthly: 'price_fake_monthly', annual: 'price_fake_annual' };
  const intervalByPrice = new Map<string, 'month' | 'year'>([
    [prices.monthly, 'month'],
    [prices.annual, 'year'],
  ]);
  const customers = new Map<string, Json>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeStripeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const invoicePayments = new Map<string, FakeInvoicePayment>();
  const refunds = new Map<string, FakeRefund>();
  /** The invoice each subscription started with: its payment is the one tests look at. */
  const firstInvoiceOf = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const requests: string[] = [];
  let url = '';
  let unavailable = false;
  const failures = new Map<string, number>();

  function createCustomer(params: Json): Json {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: typeof params['email'] === 'string' ? params['email'] : null,
      name: typeof params['name'] === 'string' ? params['name'] : null,
      metadata: stringRecord(params['metadata']),
      created: seconds(new Date()),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function createSession(params: Json): FakeCheckoutSession {
    const customer = String(params['customer'] ?? '');
    if (!customers.has(customer)) throw missing('customer', customer);
    if (params['mode'] !== 'subscription') {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'parameter_invalid',
        'mode must be subscription here',
      );
    }
    const lineItems = (Array.isArray(params['line_items']) ? params['line_items'] : []) as Json[];
    const requested = lineItems.map((item) => ({
      price: String(item['price']),
      quantity: Number(item['quantity'] ?? 1),
    }));
    for (const item of requested) {
      if (!intervalByPrice.has(item.price)) throw missing('price', item.price);
    }
    if (requested.length !== 1) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'parameter_missing',
        'line_items: one price',
      );
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      subscription: null,
      client_reference_id:
        typeof params['client_reference_id'] === 'string' ? params['client_reference_id'] : null,
      metadata: stringRecord(params['metadata']),
      success_url: String(params['success_url'] ?? ''),
      cancel_url: String(params['cancel_url'] ?? ''),
      url: `${url}/checkout/${id}`,
      livemode: false,
      created: seconds(new Date()),
      line_items_requested: requested,
      subscription_data_metadata: stringRecord(
        (params['subscription_data'] as Json | undefined)?.['metadata'],
      ),
    };
    sessions.set(id, session);
    return session;
  }

  /** A session as Stripe answers it, without the stand-in's own bookkeeping. */
  function publicSession(session: FakeCheckoutSession): Json {
    const copy: Partial<FakeCheckoutSession> = { ...session };
    delete copy.line_items_requested;
    delete copy.subscription_data_metadata;
    return copy;
  }

  function subscriptionOrThrow(id: string) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  function sessionOrThrow(id: string) {
    const session = sessions.get(id);
    if (!session) throw missing('checkout.session', id);
    return session;
  }

  function expireSession(session: FakeCheckoutSession) {
    if (session.status !== 'open') {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        undefined,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      );
    }
    session.status = 'expired';
    return session;
  }

  /** A subscription's first invoice, paid at once with a card: invoice, payment, its link. */
  function payFirstInvoice(subscription: FakeStripeSubscription, amount: number, at: Date) {
    const invoiceId = newId('in');
    const paymentIntent: FakePaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency: 'usd',
      customer: subscription.customer,
      status: 'succeeded',
      latest_charge: newId('ch'),
      amount_refunded: 0,
    };
    paymentIntents.set(paymentIntent.id, paymentIntent);
    invoices.set(invoiceId, {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      amount_paid: amount,
      currency: 'usd',
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    });
    const paymentId = newId('inpay');
    invoicePayments.set(paymentId, {
      id: paymentId,
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      currency: 'usd',
      invoice: invoiceId,
      is_default: true,
      livemode: false,
      created: seconds(at),
      payment: { type: 'payment_intent', payment_intent: paymentIntent.id },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: seconds(at) },
    });
    subscription.latest_invoice = invoiceId;
    firstInvoiceOf.set(subscription.id, invoiceId);
  }

  function listOf<T>(path: string, data: T[]) {
    return { object: 'list', url: path, has_more: false, data };
  }

  function paymentIntentOfParams(params: Json): FakePaymentIntent {
    if (typeof params['payment_intent'] === 'string') {
      const found = paymentIntents.get(params['payment_intent']);
      if (!found) throw missing('payment_intent', params['payment_intent']);
      return found;
    }
    if (typeof params['charge'] === 'string') {
      const charge = params['charge'];
      const found = [...paymentIntents.values()].find((intent) => intent.latest_charge === charge);
      if (!found) throw missing('charge', charge);
      return found;
    }
    throw new StripeHttpError(
      400,
      'invalid_request_error',
      'parameter_missing',
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }

  function createRefund(params: Json): FakeRefund {
    const intent = paymentIntentOfParams(params);
    const remaining = intent.amount_received - intent.amount_refunded;
    if (remaining <= 0) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'charge_already_refunded',
        `Charge ${intent.latest_charge} has already been refunded.`,
      );
    }
    const amount = params['amount'] === undefined ? remaining : Number(params['amount']);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        'amount_too_large',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      );
    }
    intent.amount_refunded += amount;
    const refund: FakeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: typeof params['reason'] === 'string' ? params['reason'] : null,
      status: 'succeeded',
      metadata: stringRecord(params['metadata']),
      created: seconds(new Date()),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function refundsOf(subscriptionId: string): FakeRefund[] {
    const invoiceId = firstInvoiceOf.get(subscriptionId);
    const payment = [...invoicePayments.values()].find((found) => found.invoice === invoiceId);
    if (!payment) return [];
    return [...refunds.values()].filter(
      (refund) => refund.payment_intent === payment.payment.payment_intent,
    );
  }

  function cancel(subscription: FakeStripeSubscription, at: Date) {
    if (subscription.status === 'canceled') {
      throw new StripeHttpError(
        400,
        'invalid_request_error',
        undefined,
        `This subscription has already been canceled: ${subscription.id}`,
      );
    }
    subscription.status = 'canceled';
    subscription.canceled_at = seconds(at);
    subscription.ended_at = seconds(at);
    return subscription;
  }

  function completeCheckout(sessionId: string, completeOptions: { now?: Date } = {}) {
    const session = sessionOrThrow(sessionId);
    if (session.status !== 'open') throw new Error(`checkout ${sessionId} is ${session.status}`);
    const now = completeOptions.now ?? new Date();
    const price = session.line_items_requested[0]?.price ?? prices.monthly;
    const interval = intervalByPrice.get(price) ?? 'month';
    const end = new Date(now);
    if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    const id = newId('sub');
    const subscription: FakeStripeSubscription = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: session.subscription_data_metadata,
      created: seconds(now),
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            quantity: 1,
            current_period_start: seconds(now),
            current_period_end: seconds(end),
            price: { id: price, object: 'price', recurring: { interval } },
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    subscriptions.set(id, subscription);
    payFirstInvoice(subscription, AMOUNT_BY_INTERVAL[interval], now);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = id;
    return subscription;
  }

  function setSubscription(id: string, patch: SubscriptionPatch) {
    const subscription = subscriptionOrThrow(id);
    if (patch.status !== undefined) {
      subscription.status = patch.status;
      if (patch.status === 'canceled') {
        subscription.canceled_at ??= seconds(new Date());
        subscription.ended_at ??= seconds(new Date());
      }
    }
    if (patch.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = patch.cancelAtPeriodEnd;
    }
    const item = subscription.items.data[0];
    if (item && patch.currentPeriodStart)
      item.current_period_start = seconds(patch.currentPeriodStart);
    if (item && patch.currentPeriodEnd) item.current_period_end = seconds(patch.currentPeriodEnd);
    return subscription;
  }

  function signPayload(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  }

  function sign(type: string, object: unknown): SignedEvent {
    const id = newId('evt');
    const payload = JSON.stringify(
      {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: seconds(new Date()),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      },
      null,
      2,
    );
    return { id, type, payload, signature: signPayload(payload) };
  }

  function invoiceOf(subscription: FakeStripeSubscription, paid: boolean) {
    const item = subscription.items.data[0];
    return {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: 'subscription_cycle',
      period_start: item?.current_period_start,
      period_end: item?.current_period_end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
  }

  const events: FakeStripe['events'] = {
    checkoutSessionCompleted: (sessionId) => {
      return sign('checkout.session.completed', publicSession(sessionOrThrow(sessionId)));
    },
    invoicePaid: (id) => sign('invoice.paid', invoiceOf(subscriptionOrThrow(id), true)),
    invoicePaymentFailed: (id) =>
      sign('invoice.payment_failed', invoiceOf(subscriptionOrThrow(id), false)),
    subscriptionUpdated: (id) => sign('customer.subscription.updated', subscriptionOrThrow(id)),
    subscriptionDeleted: (id) => sign('customer.subscription.deleted', subscriptionOrThrow(id)),
  };

  async function deliver(event: SignedEvent): Promise<number> {
    if (!options.webhookUrl) throw new Error('startFakeStripe({ webhookUrl }) was not given');
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    return response.status;
  }

  function route(method: string, path: string, params: Json): unknown {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return publicSession(createSession(params));
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      return publicSession(sessionOrThrow(decodeURIComponent(match[1] ?? '')));
    }
    if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      return publicSession(expireSession(sessionOrThrow(decodeURIComponent(match[1] ?? ''))));
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = typeof params['invoice'] === 'string' ? params['invoice'] : undefined;
      const status = typeof params['status'] === 'string' ? params['status'] : undefined;
      return listOf(
        path,
        [...invoicePayments.values()].filter(
          (payment) =>
            (!invoice || payment.invoice === invoice) && (!status || payment.status === status),
        ),
      );
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = paymentIntentOfParams(params);
      return listOf(
        path,
        [...refunds.values()].filter((refund) => refund.payment_intent === intent.id).reverse(),
      );
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const customer = typeof params['customer'] === 'string' ? params['customer'] : undefined;
      const status = typeof params['status'] === 'string' ? params['status'] : undefined;
      const listed = [...subscriptions.values()].filter(
        (subscription) =>
          (!customer || subscription.customer === customer) &&
          // Without a status Stripe lists every subscription that is not cancelled.
          (status === 'all' ||
            (status ? subscription.status === status : subscription.status !== 'canceled')),
      );
      // Newest first, as Stripe lists.
      return listOf(path, listed.reverse());
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = subscriptionOrThrow(decodeURIComponent(match[1] ?? ''));
      if (method === 'GET') return subscription;
      if (method === 'DELETE') return cancel(subscription, new Date());
      if (method === 'POST') {
        if (params['cancel_at_period_end'] !== undefined) {
          subscription.cancel_at_period_end = params['cancel_at_period_end'] === 'true';
        }
        if (params['metadata']) {
          subscription.metadata = { ...subscription.metadata, ...stringRecord(params['metadata']) };
        }
        return subscription;
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(params['customer'] ?? '');
      if (!customers.has(customer)) throw missing('customer', customer);
      const id = newId('bps');
      return {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: params['return_url'] ?? null,
        url: `${url}/portal/${id}?return_url=${encodeURIComponent(String(params['return_url'] ?? ''))}`,
        livemode: false,
      };
    }
    throw new StripeHttpError(
      404,
      'invalid_request_error',
      undefined,
      `Unrecognized request URL (${method}: ${path})`,
    );
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, path: string) {
    let match: RegExpExecArray | null;
    if ((match = /^\/checkout\/([^/]+)(\/pay|\/cancel)?$/.exec(path))) {
      const session = sessions.get(decodeURIComponent(match[1] ?? ''));
      if (!session) return false;
      if (request.method === 'POST' && match[2] === '/pay') {
        if (session.status !== 'open') {
          response.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            `<!doctype html><title>Fake Stripe Checkout</title><p>${session.status}</p>`,
          );
          return true;
        }
        const subscription = completeCheckout(session.id);
        if (options.webhookUrl) {
          await deliver(events.checkoutSessionCompleted(session.id));
          await deliver(events.invoicePaid(subscription.id));
        }
        response.writeHead(303, {
          location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id),
        });
        response.end();
        return true;
      }
      if (request.method === 'POST' && match[2] === '/cancel') {
        response.writeHead(303, { location: session.cancel_url });
        response.end();
        return true;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1>` +
          `<p>${session.line_items_requested[0]?.price ?? ''}</p>` +
          `<form method="post" action="/checkout/${session.id}/pay"><button>Pay</button></form>` +
          `<form method="post" action="/checkout/${session.id}/cancel"><button>Cancel</button></form>`,
      );
      return true;
    }
    if ((match = /^\/portal\/([^/]+)$/.exec(path))) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Fake Stripe Portal</title><h1>Fake Stripe Portal</h1>');
      return true;
    }
    return false;
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const requestUrl = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (!requestUrl.pathname.startsWith('/v1/')) {
      if (await hostedPage(request, response, requestUrl.pathname)) return;
      response.writeHead(404).end();
      return;
    }
    const requestLine = `${method} ${requestUrl.pathname}`;
    requests.push(requestLine);
    const failuresLeft = failures.get(requestLine) ?? 0;
    if (failuresLeft > 0) failures.set(requestLine, failuresLeft - 1);
    const send = (status: number, payload: string) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      response.end(payload);
    };
    if (unavailable || failuresLeft > 0) {
      return send(
        500,
        JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }),
      );
    }
    if (!/^Bearer (sk|rk)_/.test(request.headers.authorization ?? '')) {
      return send(
        401,
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        }),
      );
    }
    const idempotencyKey = request.headers['idempotency-key'];
    const replayKey =
      method === 'POST' && typeof idempotencyKey === 'string'
        ? `${requestUrl.pathname} ${idempotencyKey}`
        : undefined;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    let status = 200;
    let payload: string;
    try {
      // The SDK sends a GET's parameters in the query string, a POST's in the body.
      const form = method === 'GET' ? requestUrl.search.slice(1) : body;
      payload = JSON.stringify(route(method, requestUrl.pathname, parseStripeForm(form)));
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      payload = JSON.stringify({
        error: {
          type: error.type,
          ...(error.code ? { code: error.code } : {}),
          message: error.message,
        },
      });
    }
    if (replayKey) idempotent.set(replayKey, { status, body: payload });
    send(status, payload);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    webhookSecret,
    prices,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_MONTHLY: prices.monthly,
      STRIPE_PRICE_ANNUAL: prices.annual,
      STRIPE_API_URL: url,
    },
    customers,
    sessions,
    subscriptions,
    invoices,
    paymentIntents,
    refunds,
    requests,
    refundsOf,
    completeCheckout,
    setSubscription,
    events,
    signPayload,
    setUnavailable: (value) => {
      unavailable = value;
    },
    failNext: (request, times = 1) => {
      failures.set(request, (failures.get(request) ?? 0) + times);
    },
    deliver,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
