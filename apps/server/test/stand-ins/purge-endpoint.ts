/**
 * A CDN's purge API on loopback (Varnish's, Fastly's or Cloudflare's, as the cache purger
 * addresses them): records each purge it takes, and answers the first `failFirst` with 503.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPurge {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { tags: string[] };
  at: number;
}

export async function startPurgeStandIn(options: { failFirst?: number; delayMs?: number } = {}) {
  const received: ReceivedPurge[] = [];
  let failuresLeft = options.failFirst ?? 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503).end();
        return;
      }
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { tags: string[] },
        at: performance.now(),
      });
      // A cache slow to acknowledge: the purge is received at once, answered later.
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      }, options.delayMs ?? 0);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/purge`,
    received,
    /** The first purge naming `key`, waited for up to `timeoutMs`. */
    async purgeOf(key: string, timeoutMs = 3_000): Promise<ReceivedPurge | undefined> {
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const found = received.find((purge) => purge.body.tags.includes(key));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
