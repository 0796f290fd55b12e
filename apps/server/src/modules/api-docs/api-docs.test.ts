import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRecordedTestApp } from '../../../test/recorded-app.js';
import {
  createOrganization,
  signInGuest,
  signUpMember,
  type Member,
} from '../../../test/factories.js';
import { targetName, type FuzzTarget } from '../../../test/route-fuzz.js';
import { Browser } from '../../../test/stand-ins/browser.js';
import { organizations } from '../../db/schema/index.js';
import { LOCAL_MEDIA_PREFIX } from '../../lib/image-storage/local-disk-storage.js';
import { AUTH_BASE_PATH } from '../auth/auth.js';
import { publicAuthRoutes } from '../auth/public-auth-routes.js';
import { API_REFERENCE_PATH, OPENAPI_DOCUMENT_PATH } from './api-docs.js';
import {
  assertDescribesAllowlist,
  authEndpointDescriptions,
  type AuthEndpointDescription,
} from './auth-endpoints.js';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; schema?: { enum?: string[] } }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
type PathItem = Record<string, Operation>;
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItem>;
  components: { securitySchemes: Record<string, { name?: string }> };
}

// A stand-in web build, so the page routes and static files register as in production.
const testApp = await buildRecordedTestApp('catalyst-api-docs-', {
  'index.html': '<!doctype html><html><head></head><body></body></html>',
  'assets/index-abc123.js': 'console.log(1);\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
});
const { app, recorder, webRoot } = testApp;
const db = testApp.database.db;

afterAll(async () => {
  await testApp.close();
});

const served = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
const document = served.json() as OpenApiDocument;

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function isWebBuildFile(url: string): boolean {
  try {
    return statSync(join(webRoot, url)).isFile();
  } catch {
    return false;
  }
}

/**
 * What the reference leaves out on purpose: HEAD (Fastify adds one to every GET), the web
 * app's pages and files, uploaded images, development tools, the reference's own UI and the
 * operator's metrics (a 404 to anyone without their token).
 */
function isOutsideTheApi({ method, url }: FuzzTarget): boolean {
  return (
    method === 'HEAD' ||
    url === '/' ||
    url === '/*' ||
    isWebBuildFile(url) ||
    url === `${LOCAL_MEDIA_PREFIX}*` ||
    url.startsWith('/dev/') ||
    url === '/metrics' ||
    url === API_REFERENCE_PATH ||
    url.startsWith(`${API_REFERENCE_PATH}/`)
  );
}

/** The Better Auth bridge: its endpoints are checked one by one, against the allowlist. */
const isAuthBridge = ({ url }: FuzzTarget) => url === `${AUTH_BASE_PATH}/*`;

const isErrorStatus = (status: string) => /^[45]/.test(status);

function problemsOf(operation: Operation | undefined): string[] {
  if (!operation) return ['missing'];
  return [
    ...(operation.summary?.trim() ? [] : ['no summary']),
    ...(Object.keys(operation.responses ?? {}).some(isErrorStatus) ? [] : ['no error response']),
  ];
}

/** Each route the reference should show and does not, fully, with what is wrong. */
function undocumentedRoutes(routes: readonly FuzzTarget[], openApi: OpenApiDocument): string[] {
  return routes
    .filter((route) => !isOutsideTheApi(route) && !isAuthBridge(route))
    .flatMap((route) =>
      problemsOf(openApi.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]).map(
        (problem) => `${targetName(route)}: ${problem}`,
      ),
    );
}

/** Every concrete path an operation stands for, its enumerated path parameters filled in. */
function spelledDocumentPaths(path: string, operation: Operation): string[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path')
    .reduce(
      (paths, parameter) =>
        paths.flatMap((spelled) =>
          (parameter.schema?.enum ?? []).map((value) =>
            spelled.replace(`{${parameter.name}}`, value),
          ),
        ),
      [path],
    );
}

describe('the OpenAPI document', () => {
  it('is served as JSON, and is OpenAPI 3.1 that the OpenAPI 3.1 schema accepts', async () => {
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    // The validator resolves references in place: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('documents every route the app registers, with a summary and its errors', () => {
    const checked = recorder.routes.filter((route) => !isOutsideTheApi(route));
    // The exclusions above leave the API itself: routes of every module are among those checked.
    expect(checked.map(targetName)).toEqual(
      expect.arrayContaining([
        'GET /api/organizations',
        'PUT /api/organizations/:id',
        'POST /api/organizations/:id/category/:categoryId/image',
        'POST /api/auth/sync-user',
        'DELETE /api/users/me',
        'POST /api/payments/webhook',
        'GET /api/faq',
        'POST /api/newsletter',
        'GET /sitemaps/organizations-:page.xml',
        `GET ${OPENAPI_DOCUMENT_PATH}`,
      ]),
    );
    expect(undocumentedRoutes(recorder.routes, document)).toEqual([]);
  });

  it('would notice a route that is missing, has no summary or no error response', () => {
    const damaged = structuredClone(document);
    delete damaged.paths['/api/faq'];
    delete damaged.paths['/api/organizations/{id}']!['put']!.summary;
    const newsletter = damaged.paths['/api/newsletter']!['post']!;
    newsletter.responses = { 201: newsletter.responses['201'] };
    expect(undocumentedRoutes(recorder.routes, damaged)).toEqual([
      'PUT /api/organizations/:id: no summary',
      'POST /api/newsletter: no error response',
      'GET /api/faq: missing',
    ]);
  });

  it('documents each Better Auth endpoint the bridge lets through as an operation of its own', () => {
    const authOperations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${AUTH_BASE_PATH}/`))
      .flatMap(([path, item]) =>
        Object.entries(item).flatMap(([method, operation]) =>
          spelledDocumentPaths(path, operation).map((spelled) => ({
            method: method.toUpperCase(),
            path: spelled.slice(AUTH_BASE_PATH.length),
            operation,
          })),
        ),
      );
    for (const allowed of publicAuthRoutes) {
      const documented = authOperations.filter(
        ({ method, path }) =>
          method === allowed.method &&
          (typeof allowed.path === 'string' ? allowed.path === path : allowed.path.test(path)),
      );
      const name = `${allowed.method} ${String(allowed.path)}`;
      expect(documented.length, name).toBeGreaterThan(0);
      for (const { operation } of documented) expect(problemsOf(operation), name).toEqual([]);
    }
    const signIn = document.paths[`${AUTH_BASE_PATH}/sign-in/email`]!['post']!;
    expect(
      Object.keys(signIn.requestBody!.content['application/json']!.schema.properties ?? {}),
    ).toEqual(['email', 'password']);
  });

  it('documents the body an image upload reads by itself', () => {
    const upload = document.paths['/api/organizations/{id}/logo']!['post']!;
    expect(
      upload.requestBody!.content['multipart/form-data']!.schema.properties?.['image'],
    ).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('asks for a credential exactly where a route can answer 401', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (operation.security?.length) {
          expect(Object.keys(operation.responses), name).toContain('401');
        }
        // Better Auth's sign-in answers 401 to a wrong password: it takes no credential.
        const isBetterAuth = authEndpointDescriptions.some(
          (endpoint) => `${AUTH_BASE_PATH}${endpoint.path}` === path,
        );
        if ('401' in operation.responses && !isBetterAuth) {
          expect(operation.security, name).toBeDefined();
        }
      }
    }
  });

  it('names the session cookie a sign-in sets', async () => {
    const browser = new Browser(app);
    const email = `cookie-${randomUUID()}@example.org`;
    await browser.signUpOnly(email, 'a long passphrase 1');
    const signIn = await browser.signIn(email, 'a long passphrase 1');
    const cookieNames = (signIn.cookies as Array<{ name: string }>).map((cookie) => cookie.name);
    expect(cookieNames).toContain(document.components.securitySchemes['sessionCookie']?.name);
  });
});

describe('the allowlist check', () => {
  it('passes for the descriptions as they are', () => {
    expect(() => assertDescribesAllowlist()).not.toThrow();
  });

  it('fails when an allowlisted endpoint has no description', () => {
    const withoutSignOut = authEndpointDescriptions.filter(({ path }) => path !== '/sign-out');
    expect(() => assertDescribesAllowlist(withoutSignOut)).toThrow(
      'POST /sign-out is allowlisted but not described',
    );
  });

  it('fails when a described endpoint is not allowlisted, for any value of its parameters', () => {
    const withClosed: AuthEndpointDescription[] = [
      ...authEndpointDescriptions,
      { ...authEndpointDescriptions[0]!, path: '/list-sessions' },
      {
        ...authEndpointDescriptions[0]!,
        path: '/callback/{providerId}',
        pathValues: { providerId: ['google', 'gitlab'] },
      },
    ];
    expect(() => assertDescribesAllowlist(withClosed)).toThrow(
      'GET /list-sessions is described but not allowlisted; GET /callback/gitlab is described but not allowlisted',
    );
  });
});

describe('the answers', () => {
  type CallerName = 'signed-out' | 'guest' | 'unverified' | 'owner';
  let owner: Member;
  let unverified: Member;
  let guest: { browser: Browser };
  let organizationId: string;
  const signedOut = new Browser(app);

  /** A probe may sign a caller out or delete the owner's organization: bring them back. */
  async function ensureCallers() {
    if (!owner || (await owner.browser.get('/api/users/profile')).statusCode !== 200) {
      owner = await signUpMember(app, db);
    }
    if (!unverified || (await unverified.browser.get('/api/users/profile')).statusCode !== 200) {
      unverified = await signUpMember(app, db, { verified: false });
    }
    if (!guest || (await guest.browser.get('/api/auth/get-session')).json() === null) {
      guest = await signInGuest(app);
    }
    const [organization] = organizationId
      ? await db
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, organizationId))
      : [];
    if (!organization) {
      organizationId = (
        await createOrganization(db, {
          createdBy: owner.userId,
          status: 'pending',
          categories: ['education'],
        })
      ).id;
    }
  }

  function browserOf(caller: CallerName): Browser {
    if (caller === 'owner') return owner.browser;
    if (caller === 'unverified') return unverified.browser;
    if (caller === 'guest') return guest.browser;
    return signedOut;
  }

  function pathFor(path: string, operation: Operation): string {
    const values: Record<string, string> = {
      id: organizationId,
      organizationId,
      categoryId: 'education',
      sessionId: `cs_test_${randomUUID()}`,
      page: '1',
    };
    return (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'path')
      .reduce(
        (spelled, { name, schema }) =>
          spelled.replace(`{${name}}`, schema?.enum?.[0] ?? values[name] ?? randomUUID()),
        path,
      );
  }

  const authDescriptionOf = (method: string, path: string) =>
    authEndpointDescriptions.find(
      (endpoint) =>
        endpoint.method === method.toUpperCase() && `${AUTH_BASE_PATH}${endpoint.path}` === path,
    );

  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

  it.each(operations)(
    '$method $path answers only statuses it documents, to any caller',
    async ({ path, method, operation }) => {
      await ensureCallers();
      // The owner last: its probe may delete the organization the others' paths name.
      for (const caller of ['signed-out', 'guest', 'unverified', 'owner'] as const) {
        const response = await browserOf(caller).request({
          method: method.toUpperCase() as 'GET',
          url: pathFor(path, operation),
          ...(method === 'get' ? {} : { payload: {} }),
        });
        const status = String(response.statusCode);
        expect(Object.keys(operation.responses), `${caller}: ${response.body}`).toContain(status);
        // Better Auth's answers are described by hand: they must look as described.
        const described = authDescriptionOf(method, path)?.responses[response.statusCode]?.body;
        const contentType = String(response.headers['content-type'] ?? '');
        if (described && contentType.startsWith('application/json')) {
          const parsed = described.safeParse(response.json());
          expect(parsed.error, `${caller}: ${response.body}`).toBeUndefined();
        }
      }
    },
  );
});

describe('the reference UI', () => {
  it('is a page without inline scripts, under the app’s own Content-Security-Policy', async () => {
    const page = await app.inject({ method: 'GET', url: API_REFERENCE_PATH });
    const api = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body?.trim()).toBe('');
      const source = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      expect(source).toMatch(new RegExp(`^${API_REFERENCE_PATH}/`));
      const script = await app.inject({ method: 'GET', url: source! });
      expect(script.statusCode, source).toBe(200);
      expect(script.headers['content-type'], source).toMatch(/javascript/);
    }
  });

  it('reads the same document as /api/openapi.json', async () => {
    const read = await app.inject({ method: 'GET', url: `${API_REFERENCE_PATH}/json` });
    expect(read.json()).toEqual(document);
  });
});
