import { IMAGE_MAX_BYTES } from '@catalyst/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listenWithTimeouts,
  plainRequest,
  RawClient,
  type ListeningApp,
} from '../../test/listening-app.js';
import { productionTimeouts, type ServerTimeouts } from './server-timeouts.js';

const timeouts: ServerTimeouts = {
  headersTimeout: 1_500,
  requestTimeout: 3_000,
  keepAliveTimeout: 10_000,
  connectionsCheckingInterval: 100,
};
/** Room for a loaded machine between the server's check and the client seeing the close. */
const SLACK_MS = 1_000;

const REQUEST_HEAD = 'GET /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n';

function expectRequestTimeout(client: RawClient) {
  expect(client.status, client.received).toBe(408);
  expect(client.json).toEqual({
    error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
  });
}

describe('production timeouts', () => {
  it('cut a trickled body off within a minute and slow headers much sooner', () => {
    const { headersTimeout, requestTimeout, connectionsCheckingInterval } = productionTimeouts;
    expect(requestTimeout + connectionsCheckingInterval).toBeLessThanOrEqual(60_000);
    expect(headersTimeout + connectionsCheckingInterval).toBeLessThanOrEqual(15_000);
  });

  it('still carry a 5 MB image from a phone uploading at 1 Mbit/s', () => {
    const multipartBytes = IMAGE_MAX_BYTES + 64 * 1024;
    const secondsAtOneMegabit = (multipartBytes * 8) / 1_000_000;
    expect(secondsAtOneMegabit * 1000).toBeLessThan(productionTimeouts.requestTimeout);
  });

  it('outlast the idle timeout of the load balancer in front (60 s)', () => {
    expect(productionTimeouts.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});

describe('a listening server with short timeouts', () => {
  let server: ListeningApp;

  beforeAll(async () => {
    server = await listenWithTimeouts(timeouts);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers a prompt request', async () => {
    const response = await plainRequest(server.port, { method: 'GET', path: '/api/categories' });
    expect(response.status).toBe(200);
  });

  it('cuts off a body trickled a byte a second once requestTimeout has passed', async () => {
    const client = new RawClient(server.port);
    client.write(
      'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"',
    );
    client.trickle('a'.repeat(1000), 1_000);
    const elapsed = await client.closed;
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.requestTimeout - 100);
    expect(elapsed).toBeLessThan(
      timeouts.requestTimeout + timeouts.connectionsCheckingInterval + SLACK_MS,
    );
    expectRequestTimeout(client);
  });

  it('cuts off headers that never end once headersTimeout has passed', async () => {
    const client = new RawClient(server.port);
    client.write(REQUEST_HEAD);
    client.trickle(`X-Padding: ${'a'.repeat(1000)}`, 300);
    const elapsed = await client.closed;
    expect(elapsed).toBeGreaterThanOrEqual(timeouts.headersTimeout - 100);
    expect(elapsed).toBeLessThan(
      timeouts.headersTimeout + timeouts.connectionsCheckingInterval + SLACK_MS,
    );
    expectRequestTimeout(client);
  });

  it('closes a connection that never sends a byte once headersTimeout has passed', async () => {
    const client = new RawClient(server.port);
    const elapsed = await client.closed;
    expect(elapsed).toBeLessThan(
      timeouts.headersTimeout + timeouts.connectionsCheckingInterval + SLACK_MS,
    );
  });

  it('answers bytes that are not HTTP with a 400 in the error envelope', async () => {
    const client = new RawClient(server.port);
    client.write('HELLO THERE\r\n\r\n');
    await client.closed;
    expect(client.status, client.received).toBe(400);
    expect(client.json).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request is malformed.' },
    });
  });

  it('answers headers larger than Node takes with a 431 in the error envelope', async () => {
    const client = new RawClient(server.port);
    client.write(`${REQUEST_HEAD}X-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    await client.closed;
    expect(client.status, client.received).toBe(431);
    expect(client.json).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
  });

  it('keeps an idle keep-alive connection open past headersTimeout', async () => {
    const client = new RawClient(server.port);
    client.write(`${REQUEST_HEAD}\r\n`);
    await new Promise((resolve) => setTimeout(resolve, timeouts.headersTimeout * 1.5));
    expect(client.isOpen).toBe(true);
    client.write(`${REQUEST_HEAD}Connection: close\r\n\r\n`);
    await client.closed;
    expect(client.received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
  });
});

describe('a slow-loris of 200 sockets', () => {
  const ATTACKERS = 200;
  const REQUESTS = 40;
  let server: ListeningApp;

  beforeAll(async () => {
    // Long enough that every attacking socket stays open while the real requests are timed.
    server = await listenWithTimeouts({
      ...timeouts,
      headersTimeout: 20_000,
      requestTimeout: 30_000,
      connectionsCheckingInterval: 1_000,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('leaves real requests answered promptly', async () => {
    const attackers = Array.from({ length: ATTACKERS }, () => new RawClient(server.port));
    try {
      for (const attacker of attackers) {
        attacker.write(REQUEST_HEAD);
        attacker.trickle(`X-Slow: ${'a'.repeat(100)}`, 2_000);
      }
      const latencies: number[] = [];
      for (let sent = 0; sent < REQUESTS; sent += 1) {
        const started = performance.now();
        const response = await plainRequest(server.port, {
          method: 'GET',
          path: '/api/categories',
        });
        latencies.push(performance.now() - started);
        expect(response.status).toBe(200);
      }
      // The attack was under way the whole time.
      expect(attackers.filter((attacker) => attacker.isOpen)).toHaveLength(ATTACKERS);
      latencies.sort((a, b) => a - b);
      const median = latencies[Math.floor(latencies.length / 2)]!;
      const slowest = latencies.at(-1)!;
      console.info(
        `${REQUESTS} requests beside ${ATTACKERS} slow-loris sockets: ` +
          `median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`,
      );
      expect(median).toBeLessThan(100);
      expect(slowest).toBeLessThan(1_000);
    } finally {
      for (const attacker of attackers) attacker.destroy();
    }
  });
});
