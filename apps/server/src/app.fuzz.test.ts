import { randomUUID } from 'node:crypto';
import * as shared from '@catalyst/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRecordedTestApp } from '../test/recorded-app.js';
import {
  createOrganization,
  MEMBER_PASSWORD,
  signInGuest,
  signUpAdmin,
  signUpMember,
  type Member,
} from '../test/factories.js';
import { photo, truncated } from '../test/image-fixtures.js';
import {
  describeRequest,
  keysOf,
  requestsFor,
  targetName,
  timestampLike,
  type FuzzRequest,
  type FuzzTarget,
  type FuzzVocabulary,
} from '../test/route-fuzz.js';
import type { Browser } from '../test/stand-ins/browser.js';
import { organizations } from './db/schema/index.js';
import { createAuth } from './modules/auth/auth.js';

/**
 * Every route the app registers is sent generated requests (hostile path parameters, query
 * strings, JSON of any shape, multipart garbage, wrong content types) by a signed-out
 * caller, a guest, a verified owner of an organization and an administrator: none may answer
 * 5xx. The seed is fixed, so a failure replays; the failing request is printed.
 */
const SEED = 20_261_125;
const RUNS_PER_ROUTE = 60;
/** A body takes more runs to get one hostile field past the checks of all the others. */
const RUNS_PER_ROUTE_WITH_BODY = 200;
/** A wildcard route fronts many handlers (Better Auth's endpoints behind the bridge). */
const RUNS_PER_WILDCARD_ROUTE = 600;

function runsFor(route: FuzzTarget): number {
  if (route.url.endsWith('*')) return RUNS_PER_WILDCARD_ROUTE;
  return route.bodyKeys.length > 0 ? RUNS_PER_ROUTE_WITH_BODY : RUNS_PER_ROUTE;
}

// A stand-in web build, so the page routes and the SPA's fallback are fuzzed too.
const testApp = await buildRecordedTestApp('catalyst-fuzz-', {
  'index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
  'assets/index-abc123.js': 'console.log(1);\n',
});
const { app, recorder } = testApp;
const db = testApp.database.db;

afterAll(async () => {
  await testApp.close();
});

/** Better Auth's endpoints, read from its own API, so new ones are fuzzed without a list. */
const betterAuthEndpoints: FuzzTarget[] = (
  Object.values(
    createAuth({
      config: testApp.config,
      db,
      mailer: { send: async () => undefined },
      secret: randomUUID(),
      handOverGuest: async () => undefined,
    }).api,
  ) as Array<{
    path?: string;
    options?: { method?: string | string[]; body?: unknown; query?: unknown };
  }>
).flatMap(({ path, options }) =>
  path
    ? [options?.method ?? '*'].flat().map((method) => ({
        method,
        url: path,
        bodyKeys: keysOf(options?.body),
        queryKeys: keysOf(options?.query),
      }))
    : [],
);

const sharedSchemas = Object.entries(shared);
const bodyShapes = [
  ...sharedSchemas.map(([, schema]) => keysOf(schema)),
  ...betterAuthEndpoints.map((endpoint) => [...endpoint.bodyKeys]),
].filter((keys) => keys.length > 0);
const queryNames = [
  ...new Set([
    ...sharedSchemas.flatMap(([name, schema]) =>
      name.endsWith('QuerySchema') ? keysOf(schema) : [],
    ),
    ...betterAuthEndpoints.flatMap((endpoint) => endpoint.queryKeys),
  ]),
];

const images = [await photo('jpeg', 32, 32), truncated(await photo('png', 32, 32))];

type CallerName = 'signed-out' | 'guest' | 'owner' | 'admin';
let owner: Member;
let admin: Member;
let guest: { browser: Browser; userId: string };
let organizationId: string;

/** Fuzzing may sign the callers out, delete the owner or their organization: bring them back. */
async function ensureCallers() {
  if (!owner || (await owner.browser.get('/api/users/profile')).statusCode !== 200) {
    owner = await signUpMember(app, db);
  }
  const [organization] = organizationId
    ? await db
        .select({ createdBy: organizations.createdBy })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
    : [];
  if (organization?.createdBy !== owner.userId) {
    organizationId = (
      await createOrganization(db, { createdBy: owner.userId, categories: ['education'] })
    ).id;
  }
  if (!guest || (await guest.browser.get('/api/auth/get-session')).json() === null) {
    guest = await signInGuest(app);
  }
  if (!admin || (await admin.browser.get('/api/admin/reports')).statusCode !== 200) {
    admin = await signUpAdmin(app, db);
  }
}

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function vocabulary(): FuzzVocabulary {
  const organizationIds = fc.constantFrom(organizationId, randomUUID());
  const link = fc.constantFrom('example.org', 'https://example.org/about', '');
  const text = fc.constantFrom('What we do, and why.', 'Berlin');
  return {
    ids: [
      organizationId,
      owner.userId,
      guest.userId,
      admin.userId,
      'education',
      'default_category',
    ],
    bodyShapes,
    queryNames,
    plausible: {
      id: organizationIds,
      organizationId: organizationIds,
      categoryId: fc.constantFrom('education', 'climate_action'),
      page: fc.integer({ min: -1, max: 3 }),
      email: fc.oneof(
        fc.constant(owner.email),
        fc.uuid().map((id) => `fuzz-${id}@example.org`),
      ),
      password: fc.constant(MEMBER_PASSWORD),
      currentPassword: fc.constant(MEMBER_PASSWORD),
      newPassword: fc.constant(`${MEMBER_PASSWORD} again`),
      confirmation: fc.constant('DELETE'),
      name: fc.constantFrom('Fuzz Organization', 'Fuzz Person'),
      description: text,
      location: text,
      country: fc.constantFrom('DE', 'FR'),
      foundedYear: fc.integer({ min: 1800, max: new Date().getFullYear() }),
      websiteUrl: link,
      linkedinUrl: link,
      twitterUrl: link,
      blogUrl: link,
      categoryIds: fc.constant(['education']),
      categories: fc.constantFrom('education', 'education,climate_action'),
      categoriesOrder: fc.constant({ education: 0 }),
      categoriesDetails: fc.constant({ education: 'How we teach.' }),
      plan: fc.constantFrom(...Object.keys(shared.plans)),
      code: fc.string({ maxLength: 20 }),
      cursor: fc.tuple(timestampLike, organizationIds).map(base64urlJson),
      limit: fc.integer({ min: -1, max: 100 }),
      userId: fc.constantFrom(owner.userId, guest.userId),
      token: fc.string({ maxLength: 40 }),
      callbackURL: fc.constantFrom('/dashboard', 'https://profiles.test/dashboard'),
      provider: fc.constantFrom('google', 'github'),
      reason: fc.constantFrom('spam', 'impersonation', 'It copies the name of another charity.'),
      details: text,
      maxUses: fc.integer({ min: -1, max: 5 }),
      expiresOn: fc.constantFrom('2099-12-31', '2020-01-01', '2099-02-30'),
      label: text,
      status: fc.constantFrom('pending', 'published', 'lapsed', 'hidden'),
      action: fc.constantFrom(...shared.AUDIT_ACTIONS),
      actor: fc.constantFrom('admin', 'system', 'owner'),
      targetId: organizationIds,
      q: fc.constantFrom('fuzz', 'organization', '%_\\'),
    },
    behindWildcards: new Map([['/api/auth/', betterAuthEndpoints]]),
    contentTypes: [
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/octet-stream',
      '',
      ';;;',
    ],
  };
}

function headersOf(caller: CallerName): Record<string, string> {
  if (caller === 'owner') return owner.browser.headers();
  if (caller === 'admin') return admin.browser.headers();
  if (caller === 'guest') return guest.browser.headers();
  return {};
}

const statusClasses = new Map<string, number>();
const started = performance.now();

async function send(request: FuzzRequest, caller: CallerName) {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.path + request.query,
    headers: { ...headersOf(caller), ...request.headers },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  const statusClass = `${String(response.statusCode).charAt(0)}xx`;
  statusClasses.set(statusClass, (statusClasses.get(statusClass) ?? 0) + 1);
  if (response.statusCode >= 500) {
    throw new Error(
      `${response.statusCode} ${response.body.slice(0, 500)}\nas ${caller}: ${describeRequest(request)}`,
    );
  }
}

describe.each(recorder.routes)('$method $url', (route) => {
  it('answers whatever it is sent without a 5xx', async () => {
    await ensureCallers();
    const requests = requestsFor(route, vocabulary(), images);
    // The owner gets furthest into the code, so is the caller most often; the administrator
    // gets past the admin console's guard.
    const callers = fc.constantFrom<CallerName>('signed-out', 'guest', 'owner', 'owner', 'admin');
    await fc.assert(fc.asyncProperty(requests, callers, send), {
      seed: SEED,
      numRuns: runsFor(route),
    });
  });
});

describe('the fuzz itself', () => {
  it('saw the routes of every module register', () => {
    expect(recorder.routes.map(targetName)).toEqual(
      expect.arrayContaining([
        'PUT /api/organizations/:id',
        'POST /api/auth/*',
        'POST /api/payments/webhook',
        'POST /api/organizations/:id/category/:categoryId/image',
        'GET /sitemaps/organizations-:page.xml',
        'HEAD /media/*',
      ]),
    );
    expect(betterAuthEndpoints.map(targetName)).toContain('POST /sign-in/email');
  });

  it('sent requests that reached every registered route', () => {
    expect(recorder.unreached()).toEqual([]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzzed ${recorder.routes.length} routes in ${seconds} s: ${JSON.stringify(Object.fromEntries(statusClasses))}`,
    );
  });
});
