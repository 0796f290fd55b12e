import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { freePort } from '../test/free-port.js';
import { createTestDatabase } from '../test/test-database.js';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { isLoopbackAddress } from './lib/client-source.js';
import { RELAY_HEADERS } from './modules/auth/dev-outbox.routes.js';
import { loggerOptions } from './plugins/request-logging.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('/dev/outbox answers this machine only', () => {
  let direct: TestApp;
  let behindProxy: TestApp;

  beforeAll(async () => {
    // Development without SMTP, as a newcomer runs it: no proxy trusted.
    direct = await buildTestApp({ env: { NODE_ENV: 'development', TRUST_PROXY: '' } });
    behindProxy = await buildTestApp({ env: { NODE_ENV: 'development', TRUST_PROXY: '1' } });
    await direct.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: 'newcomer@example.org',
        password: 'correct horse battery staple',
        name: 'Newcomer',
      },
    });
  });

  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
  });

  const outbox = (app: TestApp, headers: Record<string, string> = {}, remoteAddress?: string) =>
    app.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('shows the mail to a browser on the same machine', async () => {
    const response = await outbox(direct);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('newcomer@example.org');
    expect(response.body).toContain('/verify-email?token=');
  });

  it('is a missing page to anyone on the network', async () => {
    const response = await outbox(direct, {}, '192.168.1.23');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('verify-email');
  });

  it('is a missing page through a tunnel to localhost, whose forwarding headers betray it', async () => {
    const relayed = [
      'x-forwarded-for',
      'forwarded',
      'x-real-ip',
      'cf-connecting-ip',
      'true-client-ip',
      'x-forwarded-host',
      'via',
      'fastly-client-ip',
      'x-cluster-client-ip',
      'x-client-ip',
      // Every entry of the list, a prefix standing for a header it begins.
      ...RELAY_HEADERS.map((name) => (name.endsWith('-') ? `${name}client-ip` : name)),
    ];
    for (const header of relayed) {
      const response = await outbox(direct, { [header]: '127.0.0.1' });
      expect(response.statusCode, header).toBe(404);
      expect(response.body, header).not.toContain('verify-email');
    }
  });

  it('is a missing page to a page of another site whose name points here', async () => {
    for (const host of ['rebound.example:3000', 'localhost.example', '127.0.0.1.nip.io']) {
      expect((await outbox(direct, { host })).statusCode, host).toBe(404);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await outbox(direct, { host })).statusCode, host).toBe(200);
    }
  });

  it('answers behind a trusted proxy only when asked on this machine, not through the proxy', async () => {
    expect((await outbox(behindProxy)).statusCode).toBe(200);
    for (const address of ['203.0.113.9', '127.0.0.1']) {
      const response = await outbox(behindProxy, { 'x-forwarded-for': address });
      expect(response.statusCode, address).toBe(404);
    }
  });
});

describe('logs never hold credentials', () => {
  it('in production without SMTP (when allowed), names the mail but never its link', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://profiles.test',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      STRIPE_SECRET_KEY: 'sk_test_never_called',
      STRIPE_WEBHOOK_SECRET: 'whsec_never_called',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      ALLOW_NO_SMTP: 'true',
    });
    const app = await buildApp({
      config,
      db: database.db,
      authSecret: config.auth.secret ?? '',
      logger: loggerOptions('info', 'production', { stream }),
    });
    try {
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: 'quiet@example.org',
          password: 'correct horse battery staple',
          name: 'Quiet',
        },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const secret = 'a1b2c3-secret-token';
      await app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${secret}&userId=u1` });
      await app.inject({ method: 'GET', url: `/api/auth/callback/google?code=${secret}&state=s` });
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);

      const log = lines.join('\n');
      expect(log).toContain('mail to quiet@example.org not sent');
      expect(log).not.toContain('/verify-email?token=ey');
      expect(log).not.toContain(secret);
      expect(log).toContain('token=[redacted]&userId=u1');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the server started with no configuration', () => {
  it('listens on loopback only', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catalyst-start-'));
    const port = await freePort();
    const environment = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(HOST|PORT|NODE_ENV|DATABASE_URL|SMTP_URL|TRUST_PROXY)$/.test(name),
      ),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...environment, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const listening: string[] = [];
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the server did not start')), 60_000);
        child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
        child.stdout.on('data', (chunk: Buffer) => {
          for (const line of chunk.toString('utf8').split('\n')) {
            const address = /Server listening at http:\/\/\[?([^\]\s]+?)\]?:\d+/.exec(line)?.[1];
            if (address) listening.push(address);
            if (line.includes('Profiles is running at')) {
              clearTimeout(timer);
              resolve();
            }
          }
        });
      });
      expect(listening.length).toBeGreaterThan(0);
      for (const address of listening) expect(isLoopbackAddress(address), address).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
