import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { appRoutes } from '@catalyst/shared';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createAuth } from '../modules/auth/auth.js';
import { registerErrorHandling } from './error-handler.js';
import { registerLogRedaction, redactUrl, SECRET_PATHS } from './log-redaction.js';
import { loggerOptions } from './request-logging.js';

/** What a path parameter that carries a credential is called: a token, a key, a session. */
const SECRET_NAME = /token|secret|key|code|session|signature|nonce|password|otp|proof/i;

const token = () => `tok${randomBytes(24).toString('base64url')}`;

/** A log stream that keeps every line written to it. */
function capture() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
  return { stream, text: () => lines.join('\n') };
}

let dataDir: string;
let testApp: TestApp;
const log = capture();
const registered: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'catalyst-logging-'));
  // A stand-in web build: the pages are served, so their addresses are logged too.
  const webRoot = join(dataDir, 'web');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  testApp = await buildTestApp({
    webRoot,
    env: { DATA_DIR: dataDir },
    logger: loggerOptions('info', 'production', { stream: log.stream }),
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
  });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('addresses that carry a credential', () => {
  /** Every path pattern the server answers: its routes, the pages, Better Auth's endpoints. */
  function everyPattern(): string[] {
    const auth = createAuth({
      config: testApp.config,
      db: testApp.database.db,
      mailer: { send: async () => undefined },
      secret: randomUUID(),
      handOverGuest: async () => undefined,
    });
    const betterAuth = Object.values(auth.api as Record<string, { path?: string }>).flatMap(
      (endpoint) => (endpoint.path ? [`/api/auth${endpoint.path}`] : []),
    );
    return [
      ...new Set([
        ...registered.map((route) => route.url),
        ...Object.values(appRoutes),
        ...betterAuth,
      ]),
    ];
  }

  it('are all listed: every parameter named like a credential is redacted, ids are kept', () => {
    const withCredentials = everyPattern().filter((pattern) =>
      (pattern.match(/:\w+/g) ?? []).some((name) => SECRET_NAME.test(name)),
    );
    expect(withCredentials).toEqual(
      expect.arrayContaining([
        '/api/invitations/:token',
        '/api/invitations/:token/accept',
        '/invitations/:token',
        '/website-verification/:token',
      ]),
    );
    for (const pattern of withCredentials) {
      const values = new Map<string, string>();
      const url = pattern.replace(/:\w+/g, (name) => {
        const value = SECRET_NAME.test(name) ? token() : randomUUID();
        values.set(name, value);
        return value;
      });
      const logged = redactUrl(url);
      for (const [name, value] of values) {
        if (SECRET_NAME.test(name)) expect(logged, `${pattern}: ${name}`).not.toContain(value);
        else expect(logged, `${pattern}: ${name}`).toContain(value);
      }
    }
  });

  it('are matched however the path is spelled, and nothing else is touched', () => {
    const secret = token();
    expect(redactUrl(`/api/invitations/${secret}/accept`)).toBe(
      '/api/invitations/[redacted]/accept',
    );
    expect(redactUrl(`//API/Invitations//${secret}/x?a=1`)).not.toContain(secret);
    expect(redactUrl(`/invitations/${secret}?token=${secret}`)).toBe(
      '/invitations/[redacted]?token=[redacted]',
    );
    expect(redactUrl(`/api/organizations/${secret}`)).toContain(secret);
    expect(redactUrl('/api/invitationsx/abc')).toBe('/api/invitationsx/abc');
  });

  it('every listed pattern names a parameter to redact', () => {
    for (const pattern of SECRET_PATHS) expect(pattern, pattern).toMatch(/:\w+/);
  });
});

describe('the request log', () => {
  it('never holds a credential from a path, API or page', async () => {
    const secrets: string[] = [];
    const get = async (url: (secret: string) => string, method: 'GET' | 'POST' = 'GET') => {
      const secret = token();
      secrets.push(secret);
      return testApp.app.inject({ method, url: url(secret) });
    };
    expect((await get((t) => `/api/invitations/${t}`)).statusCode).toBe(404);
    expect((await get((t) => `/api/invitations/${t}/accept`, 'POST')).statusCode).toBe(401);
    expect((await get((t) => `/api/invitations/${t}/nothing-here`)).statusCode).toBe(404);
    expect((await get((t) => `/invitations/${t}`)).statusCode).toBe(200);
    expect((await get((t) => `/website-verification/${t}`)).statusCode).toBe(200);
    expect((await get((t) => `/payments/test-checkout/${t}`)).statusCode).toBe(200);

    const text = log.text();
    expect(text).toContain('"url":"/api/invitations/[redacted]/accept"');
    expect(text).toContain('"url":"/website-verification/[redacted]"');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});

describe('every line written while a request is served', () => {
  it('loses the request’s credentials, the error handler’s and a service’s lines too', async () => {
    const lines = capture();
    const app = Fastify({ logger: loggerOptions('info', 'production', { stream: lines.stream }) });
    registerLogRedaction(app);
    registerErrorHandling(app);
    app.get<{ Params: { token: string } }>('/api/invitations/:token', async (request) => {
      app.log.warn(`looking up ${request.params.token}`);
      throw new Error(`Failed query: select … params: ${request.params.token}`);
    });
    const secret = token();
    const response = await app.inject({ method: 'GET', url: `/api/invitations/${secret}` });
    expect(response.statusCode).toBe(500);
    // Outside any request, a line is written as it is.
    app.log.info(`not a request's: ${secret}`);
    await app.close();

    const text = lines.text();
    expect(text).toContain('unhandled error');
    expect(text).toContain('looking up [redacted]');
    expect(text).toContain('params: [redacted]');
    expect(text.split(secret)).toHaveLength(2);
    expect(text).toContain(`not a request's: ${secret}`);
  });
});
