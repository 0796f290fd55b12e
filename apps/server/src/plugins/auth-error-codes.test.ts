import { DISPLAY_NAME_MAX_LENGTH } from '@catalyst/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { MEMBER_PASSWORD, signInGuest, signUpMember, type Member } from '../../test/factories.js';
import { Browser } from '../../test/stand-ins/browser.js';
import { AUTH_BASE_PATH, publicAuthRoutes } from '../modules/auth/index.js';
import { jsonBodyMessages } from './json-body.js';

/**
 * Clients of the Better Auth endpoints read a refusal's `code` (the web's auth-errors.ts maps
 * it to the product's words; the API reference documents it), so every 400 those endpoints
 * answer must carry one, whatever refuses the request: the body parser before the library,
 * the library's own validation, or our hooks inside it.
 */

let testApp: TestApp;
let member: Member;
let guest: Browser;

beforeAll(async () => {
  testApp = await buildTestApp();
  member = await signUpMember(testApp.app, testApp.database.db);
  guest = (await signInGuest(testApp.app)).browser;
});

afterAll(async () => {
  await testApp?.close();
});

/** Every endpoint the bridge lets through that takes a body. */
const endpoints = publicAuthRoutes.flatMap((route) =>
  route.method === 'POST' && typeof route.path === 'string' ? [route.path] : [],
);

interface RawBody {
  name: string;
  /** Sent as the bytes given; no body at all when undefined. */
  payload?: string;
  contentType?: string;
}

const json = (name: string, value: unknown): RawBody => ({
  name,
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

const brokenJson: RawBody = {
  name: 'broken JSON',
  payload: '{"email":',
  contentType: 'application/json',
};

/** What any endpoint may be sent: broken JSON, JSON of the wrong shape, wrong field types. */
const malformedBodies: RawBody[] = [
  { name: 'no body' },
  { name: 'an empty JSON body', payload: '', contentType: 'application/json' },
  brokenJson,
  {
    name: 'a NUL character',
    payload: '{"email":"a\\u0000@b.org"}',
    contentType: 'application/json',
  },
  {
    name: 'a __proto__ key',
    payload: '{"__proto__":{"role":"admin"}}',
    contentType: 'application/json',
  },
  json('null', null),
  json('an array', []),
  json('a string', 'text'),
  json('a number', 42),
  json('an empty object', {}),
  json(
    'numbers for every field',
    Object.fromEntries(
      [
        'email',
        'password',
        'name',
        'newPassword',
        'currentPassword',
        'token',
        'code',
        'provider',
        'callbackURL',
        'redirectTo',
        'revokeOtherSessions',
      ].map((field, index) => [field, index]),
    ),
  ),
  json('objects for every field', {
    email: {},
    password: {},
    name: {},
    newPassword: {},
    currentPassword: {},
    token: {},
    code: {},
    provider: {},
  }),
];

const goodPassword = `${MEMBER_PASSWORD} renewed`;

const shortPasswordSignUp = json('a short password', {
  name: 'A',
  email: 'short@example.org',
  password: 'short',
});
const nameAndPicture = json('another field', { name: 'A', image: 'https://example.org/me.png' });

/** Bodies of the right shape that each endpoint must still refuse. */
const invalidBodies: Record<string, RawBody[]> = {
  '/sign-up/email': [
    json('an address that is not one', { name: 'A', email: 'no-at-sign', password: goodPassword }),
    shortPasswordSignUp,
    json('a long name', {
      name: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1),
      email: 'long@example.org',
      password: goodPassword,
    }),
    json('a picture', {
      name: 'A',
      email: 'picture@example.org',
      password: goodPassword,
      image: 'https://example.org/me.png',
    }),
  ],
  '/sign-in/email': [
    json('an address that is not one', { email: 'no-at-sign', password: MEMBER_PASSWORD }),
    json('an empty password', { email: 'nobody@example.org', password: '' }),
  ],
  '/sign-in/step-up': [
    json('five digits', { code: '12345' }),
    json('no challenge', { code: '123456' }),
  ],
  '/sign-in/social': [json('an unknown provider', { provider: 'myspace', callbackURL: '/' })],
  '/request-password-reset': [
    json('an address that is not one', { email: 'no-at-sign', redirectTo: '/reset-password' }),
  ],
  '/reset-password': [
    json('a short password', { newPassword: 'short', token: 'no-such-token' }),
    json('an unknown token', { newPassword: goodPassword, token: 'no-such-token' }),
  ],
  '/change-password': [
    json('a short password', {
      currentPassword: MEMBER_PASSWORD,
      newPassword: 'short',
      revokeOtherSessions: true,
    }),
  ],
  '/update-user': [
    json('an empty name', { name: '   ' }),
    json('a long name', { name: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }),
    nameAndPicture,
  ],
};

let addresses = 0;

/** Each request from its own address, so no per-address limit turns a 400 into a 429. */
function nextAddress(): string {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
}

type Caller = 'signed out' | 'guest' | 'member';

function send(caller: Caller, path: string, body: RawBody): Promise<LightMyRequestResponse> {
  const browser =
    caller === 'member' ? member.browser : caller === 'guest' ? guest : new Browser(testApp.app);
  const headers = browser.headers({
    origin: testApp.config.publicUrl,
    'x-forwarded-for': nextAddress(),
    ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
  });
  return testApp.app.inject({
    method: 'POST',
    url: `${AUTH_BASE_PATH}${path}`,
    headers,
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
}

/** Why a 400's body falls short of `{ code, message }`, or undefined when it does not. */
function missingCode(response: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || code === '') return `no code: ${response.body.slice(0, 200)}`;
  if (typeof message !== 'string' || message === '') {
    return `no message: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

describe('the Better Auth endpoints’ 400 answers', () => {
  it('are sent to every endpoint that takes a body', () => {
    expect(endpoints).toEqual(
      expect.arrayContaining([
        '/sign-up/email',
        '/sign-in/email',
        '/sign-in/step-up',
        '/sign-in/social',
        '/sign-in/anonymous',
        '/sign-out',
        '/request-password-reset',
        '/reset-password',
        '/change-password',
        '/update-user',
      ]),
    );
  });

  it.each(endpoints)('carry a code and a message from %s', async (path) => {
    const bodies = [...malformedBodies, ...(invalidBodies[path] ?? [])];
    const problems: string[] = [];
    let refusals = 0;
    // A body sign-out accepts would end the session the other endpoints are sent with.
    const callers: Caller[] =
      path === '/sign-out' ? ['signed out'] : ['signed out', 'guest', 'member'];
    for (const caller of callers) {
      for (const body of bodies) {
        const response = await send(caller, path, body);
        if (response.statusCode !== 400) continue;
        refusals += 1;
        const problem = missingCode(response);
        if (problem) problems.push(`${caller}, ${body.name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // Broken JSON at least is refused everywhere: the check above has answers to look at.
    expect(refusals).toBeGreaterThan(0);
  });

  it('were sent by callers still signed in', async () => {
    for (const browser of [member.browser, guest]) {
      expect((await browser.get(`${AUTH_BASE_PATH}/get-session`)).json()).not.toBeNull();
    }
  });

  it('keep the app’s envelope where the refusal is the app’s, before Better Auth sees it', async () => {
    const response = await send('signed out', '/sign-in/email', brokenJson);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: jsonBodyMessages.notJson,
      error: { code: 'BAD_REQUEST', message: jsonBodyMessages.notJson },
    });
  });

  it('include the refusals the hooks and the library make of well-formed bodies', async () => {
    const codes = async (caller: Caller, path: string, body: RawBody) =>
      ((await send(caller, path, body)).json() as { code?: string }).code;
    expect(await codes('signed out', '/sign-up/email', shortPasswordSignUp)).toBe(
      'PASSWORD_TOO_SHORT',
    );
    expect(await codes('member', '/update-user', nameAndPicture)).toBe('VALIDATION_ERROR');
    expect(await codes('guest', '/sign-in/anonymous', json('an empty object', {}))).toBe(
      'ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY',
    );
    expect(await codes('signed out', '/sign-in/email', json('broken', 'text'))).toBe(
      'VALIDATION_ERROR',
    );
  });
});
