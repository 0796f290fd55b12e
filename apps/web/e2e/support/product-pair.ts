import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../server/test/free-port';
import { startFakeStripe, type FakeStripe } from '../../../server/test/stand-ins/fake-stripe';
import { createDatabase } from './postgres';
import { startProduct, type RunningProduct } from './product-server';

/**
 * A load balancer in miniature: each request goes to the next instance in turn (round robin,
 * no stickiness), with the client's address in X-Forwarded-For, as a reverse proxy sends it.
 */
function startRoundRobin(port: number, upstreams: string[]) {
  const served = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forwarded = request(
      target,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return new Promise<{ served: number[]; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        served,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

export interface ProductPair {
  /** The address people use: the round robin in front of both instances. */
  url: string;
  instances: RunningProduct[];
  /** Requests each instance was sent, in the order of `instances`. */
  served: number[];
  stripe: FakeStripe;
  stop(): Promise<void>;
}

/**
 * Two production instances of the built product on one fresh PostgreSQL database, sharing
 * what the deployment guide says instances share (the database, AUTH_SECRET, PUBLIC_URL, the
 * media directory, Stripe), behind a round robin that trusts nothing but itself.
 */
export async function startProductPair(env: Record<string, string> = {}): Promise<ProductPair> {
  const database = await createDatabase('catalyst_pair');
  const proxyPort = await freePort();
  const url = `http://127.0.0.1:${proxyPort}`;
  const stripe = await startFakeStripe({ webhookUrl: `${url}/api/payments/webhook` });
  const dataDir = mkdtempSync(join(tmpdir(), 'catalyst-pair-'));
  const shared = {
    ...stripe.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
    ...env,
  };
  // Together, as an orchestrator starts them: they take turns migrating and seeding.
  const started = await Promise.allSettled([startProduct(shared), startProduct(shared)]);
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((instance) => instance.stop()));
    await stripe.close();
    throw failure.reason;
  }
  const [first, second] = running as [RunningProduct, RunningProduct];
  const proxy = await startRoundRobin(proxyPort, [first.url, second.url]);
  return {
    url,
    instances: [first, second],
    served: proxy.served,
    stripe,
    stop: async () => {
      await proxy.close();
      await Promise.all([first.stop(), second.stop()]);
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
