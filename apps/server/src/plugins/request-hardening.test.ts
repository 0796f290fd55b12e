import { CATEGORY_DETAIL_MAX, ORGANIZATION_DESCRIPTION_MAX } from '@catalyst/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrganization, signUpMember, type Member } from '../../test/factories.js';
import { jsonBodyMessages, MAX_JSON_DEPTH } from './json-body.js';
import { BODY_LIMIT_BYTES, NUL_IN_ADDRESS_MESSAGE } from './request-hardening.js';

let testApp: TestApp;
let owner: Member;
let organizationUrl: string;

const ORIGIN = { origin: 'https://profiles.test' };
const UUID = '0b5c2c64-8f43-4d6e-9a57-3f1e2d4c5b6a';

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await signUpMember(testApp.app, testApp.database.db);
  const organization = await createOrganization(testApp.database.db, {
    createdBy: owner.userId,
    categories: ['education'],
  });
  organizationUrl = `/api/organizations/${organization.id}`;
});

afterAll(async () => {
  await testApp?.close();
});

/** A request sent exactly as given: raw body bytes, the owner's cookies. */
function send(options: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: string | Buffer;
  contentType?: string;
}) {
  return testApp.app.inject({
    method: options.method,
    url: options.url,
    headers: owner.browser.headers({
      ...ORIGIN,
      ...(options.contentType ? { 'content-type': options.contentType } : {}),
    }),
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
}

const sendJson = (method: 'POST' | 'PUT', url: string, body: string | Buffer) =>
  send({ method, url, body, contentType: 'application/json' });

function expectRefused(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const { error } = response.json() as { error: { code: string; message: string } };
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  return error.message;
}

function organizationUpdate(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Hardened',
    description: 'Answers malformed input with a 4xx.',
    country: 'DE',
    categoryIds: ['education'],
    ...overrides,
  };
}

/** Routes of ours and Better Auth's behind the bridge: the same rules hold for both. */
const jsonRoutes = [
  { name: 'an organization update', method: 'PUT' as const, url: () => organizationUrl },
  { name: 'the newsletter sign-up', method: 'POST' as const, url: () => '/api/newsletter' },
  { name: 'Better Auth sign-in', method: 'POST' as const, url: () => '/api/auth/sign-in/email' },
];

describe.each(jsonRoutes)('JSON bodies sent to $name', ({ method, url }) => {
  it('refuses a NUL character in a value or a key', async () => {
    for (const body of ['{"email":"a\\u0000@example.org","password":"x"}', '{"a\\u0000b":1}']) {
      const message = expectRefused(await sendJson(method, url(), body), 400, 'BAD_REQUEST');
      expect(message).toBe(jsonBodyMessages.badCharacter);
    }
  });

  it('refuses unpaired surrogates', async () => {
    for (const body of ['{"name":"\\ud800"}', '{"name":"x\\udc00y"}', '{"\\udbff":"x"}']) {
      const message = expectRefused(await sendJson(method, url(), body), 400, 'BAD_REQUEST');
      expect(message).toBe(jsonBodyMessages.badCharacter);
    }
  });

  it('refuses bytes that are not UTF-8', async () => {
    const body = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const message = expectRefused(await sendJson(method, url(), body), 400, 'BAD_REQUEST');
    expect(message).toBe(jsonBodyMessages.notUtf8);
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels before parsing, however deep`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 100_000]) {
      const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const message = expectRefused(await sendJson(method, url(), body), 400, 'BAD_REQUEST');
      expect(message).toBe(jsonBodyMessages.tooDeep);
    }
  });

  it('refuses a __proto__ key', async () => {
    const message = expectRefused(
      await sendJson(method, url(), '{"name":"x","__proto__":{"admin":true}}'),
      400,
      'BAD_REQUEST',
    );
    expect(message).toBe(jsonBodyMessages.prototypeKey);
  });

  it('refuses broken and empty JSON', async () => {
    expect(expectRefused(await sendJson(method, url(), '{"name":'), 400, 'BAD_REQUEST')).toBe(
      jsonBodyMessages.notJson,
    );
    expect(expectRefused(await sendJson(method, url(), ''), 400, 'BAD_REQUEST')).toBe(
      jsonBodyMessages.empty,
    );
  });

  it('refuses JSON that is not an object with a 400', async () => {
    for (const body of ['null', '42', '[1,2]', '"text"', 'true', '1e999']) {
      const response = await sendJson(method, url(), body);
      expect(response.statusCode, `${body}: ${response.body}`).toBe(400);
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) });
    expectRefused(await sendJson(method, url(), body), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses plain text, forms and multipart with 415', async () => {
    const bodies = [
      { contentType: 'text/plain', body: '{"name":"x"}' },
      { contentType: 'application/x-www-form-urlencoded', body: 'name=x' },
      { contentType: 'multipart/form-data; boundary=x', body: '--x--\r\n' },
      { contentType: 'application/xml', body: '<name/>' },
    ];
    for (const { contentType, body } of bodies) {
      const response = await send({ method, url: url(), body, contentType });
      expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('the largest legitimate body', () => {
  it('fits well inside the limit, escaped and multi-byte as it may be', async () => {
    const seven = [
      'education',
      'remote_first',
      'b_corp_certified',
      'learning_budget',
      'nonprofit',
      'policy_advocacy',
      'systems_change',
    ];
    // Every other character a control character sent as a six-byte escape, the rest three
    // bytes of UTF-8: far beyond what a person types, still well inside the limit.
    const text = (length: number) => '\u0007€'.repeat(length / 2);
    const update = organizationUpdate({
      description: text(ORGANIZATION_DESCRIPTION_MAX),
      categoryIds: seven,
      categoriesDetails: Object.fromEntries(seven.map((id) => [id, text(CATEGORY_DETAIL_MAX)])),
    });
    const body = JSON.stringify(update);
    expect(Buffer.byteLength(body)).toBeGreaterThan(60_000);
    const response = await sendJson('PUT', organizationUrl, body);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('NUL in the address', () => {
  const addresses = [
    '/api/payments/test-checkout/ab%00c',
    '/api/payments/session/ab%00c',
    `/api/organizations/${UUID}%00`,
    '/api/organizations?country=D%00E',
    '/api/auth/verify-email?token=a%00b&userId=x',
    '/api/auth/get-session?x=%00',
    '/api/auth/reset-password/a%00b',
    '/no/such%00/page',
  ];

  it.each(addresses)('refuses %s with 400 before any route sees it', async (url) => {
    const response = await send({ method: 'GET', url });
    expect(expectRefused(response, 400, 'BAD_REQUEST')).toBe(NUL_IN_ADDRESS_MESSAGE);
  });

  it('leaves an escaped percent sign alone', async () => {
    const response = await send({ method: 'GET', url: '/api/organizations?country=%2500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('a feed cursor naming an impossible moment', () => {
  it.each(['2026-02-30 10:00:00+00', '2026-13-45 99:99:99+00', '2026-01-01 00:00:00+16'])(
    'answers 400 for %s instead of failing the query',
    async (publishedAt) => {
      const cursor = Buffer.from(JSON.stringify([publishedAt, UUID])).toString('base64url');
      const response = await send({ method: 'GET', url: `/api/organizations?cursor=${cursor}` });
      expectRefused(response, 400, 'VALIDATION_ERROR');
    },
  );
});
