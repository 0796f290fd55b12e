import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { RawClient } from '../test/listening-app.js';
import { startSmtpCapture, type SmtpCapture } from '../test/stand-ins/smtp-capture.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface LogLine {
  msg: string;
  reqId?: string;
  job?: string;
  [key: string]: unknown;
}

/** The server as `npm run serve` starts it, in a process of its own, logging JSON lines. */
class ServerProcess {
  readonly logs: LogLine[] = [];
  readonly url: string;
  private readonly child: ChildProcess;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'catalyst-server-'));

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: this.dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          this.logs.push(JSON.parse(line) as LogLine);
        } catch {
          // Not a log line.
        }
      }
    });
  }

  get exitCode() {
    return this.child.exitCode;
  }

  async ready(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`exited with ${this.child.exitCode}`);
      const answer = await fetch(`${this.url}/ready`).catch(() => undefined);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`not ready within ${timeoutMs} ms`);
  }

  /** Sends the signal; resolves with the exit code and how long the process took to go. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; ms: number }> {
    const started = performance.now();
    if (this.child.exitCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill(signal);
      await exited;
    }
    return { code: this.child.exitCode, ms: performance.now() - started };
  }

  cleanUp() {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

let smtp: SmtpCapture;
let server: ServerProcess;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = new ServerProcess(await freePort(), { SMTP_URL: smtp.url });
  await server.ready();
}, 90_000);

afterAll(async () => {
  server?.cleanUp();
  await smtp?.close();
});

describe('the server process', () => {
  it('follows a request into the log of the job it sent, by one request id', async () => {
    const email = `reader-${randomBytes(4).toString('hex')}@example.org`;
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password: 'a long and unusual passphrase', name: 'Reader' }),
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    await smtp.nextMailTo(email, 10_000);
    await expect
      .poll(() =>
        server.logs.find((line) => line.job === 'mail.deliver' && line.msg === 'job done'),
      )
      .toMatchObject({ reqId: requestId, to: email });
    // The request's own lines carry the same id.
    expect(
      server.logs.some((line) => line.reqId === requestId && line.msg === 'request completed'),
    ).toBe(true);
  });

  it('on SIGTERM, finishes the request in flight, takes no new one, and exits 0', async () => {
    const body = JSON.stringify({ email: `late-${randomBytes(4).toString('hex')}@example.org` });
    const client = new RawClient(server.port);
    client.write(
      `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    // The request is in the server's hands, half its body still to come.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopping = server.stop('SIGTERM');
    await expect.poll(() => refusesConnections(server.port), { timeout: 5_000 }).toBe(true);
    expect(server.exitCode).toBeNull();

    client.write(body.slice(10));
    await client.closed;
    expect(client.status).toBe(201);

    const { code, ms } = await stopping;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(server.logs.some((line) => line.msg === 'shut down')).toBe(true);
  }, 30_000);
});
