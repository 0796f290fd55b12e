import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An organization's website, on loopback: what the website verification fetches in tests.
 * Each path answers as told: a text or HTML page, a redirect, an endless body, or one that
 * never finishes.
 */
export type StandInRoute =
  | { kind: 'page'; body: string; status?: number; contentType?: string }
  | { kind: 'redirect'; location: string; status?: number }
  /** Streams `bytes` bytes (a multi-megabyte body the fetch must stop reading). */
  | { kind: 'huge'; bytes: number; prefix?: string }
  /** Sends its headers, then a byte now and then, never finishing. */
  | { kind: 'slow' };

export interface SeenRequest {
  path: string;
  host: string | undefined;
}

export interface WebsiteStandIn {
  /** http://127.0.0.1:{port} */
  origin: string;
  port: number;
  route(path: string, route: StandInRoute): void;
  readonly requests: readonly SeenRequest[];
  /** Bytes of `huge` bodies actually written before the client hung up. */
  readonly hugeBytesSent: number;
  close(): Promise<void>;
}

export async function startWebsiteStandIn(host = '127.0.0.1'): Promise<WebsiteStandIn> {
  const routes = new Map<string, StandInRoute>();
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let hugeBytesSent = 0;

  function streamHuge(response: ServerResponse, route: { bytes: number; prefix?: string }) {
    response.writeHead(200, { 'content-type': 'text/plain' });
    if (route.prefix) response.write(route.prefix);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let left = route.bytes;
    const pump = () => {
      while (left > 0 && !response.destroyed) {
        const size = Math.min(left, chunk.length);
        left -= size;
        hugeBytesSent += size;
        if (!response.write(chunk.subarray(0, size))) {
          response.once('drain', pump);
          return;
        }
      }
      if (left <= 0) response.end();
    };
    pump();
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push({ path, host: request.headers.host });
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    switch (route.kind) {
      case 'page':
        response
          .writeHead(route.status ?? 200, { 'content-type': route.contentType ?? 'text/html' })
          .end(route.body);
        return;
      case 'redirect':
        response.writeHead(route.status ?? 302, { location: route.location }).end();
        return;
      case 'huge':
        streamHuge(response, route);
        return;
      case 'slow': {
        response.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => response.write('.'), 200);
        timers.add(timer);
        response.on('close', () => {
          clearInterval(timer);
          timers.delete(timer);
        });
        return;
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return {
    origin: `http://${hostPart}:${port}`,
    port,
    route: (path, route) => routes.set(path, route),
    requests,
    get hugeBytesSent() {
      return hugeBytesSent;
    },
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
