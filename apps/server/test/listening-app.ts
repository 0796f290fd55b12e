import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerTimeouts } from '../src/plugins/server-timeouts.js';
import { buildTestApp } from './build-test-app.js';

export interface ListeningApp {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

/**
 * The app on a real socket on 127.0.0.1 (app.inject() has no sockets, so no timeouts):
 * what slow and oversized clients meet.
 */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/** A test app with the given timeouts, listening. */
export async function listenWithTimeouts(timeouts: ServerTimeouts): Promise<ListeningApp> {
  const testApp = await buildTestApp({ timeouts });
  return { app: testApp.app, port: await listen(testApp.app), close: testApp.close };
}

/** A raw TCP client: writes what it is told, keeps what comes back, notes when it ends. */
export class RawClient {
  readonly socket: Socket;
  received = '';
  readonly opened = Date.now();
  readonly closed: Promise<number>;
  private timer: NodeJS.Timeout | undefined;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.setEncoding('utf8');
    this.socket.on('data', (chunk: string) => {
      this.received += chunk;
    });
    // The server cutting a client off mid-write is the expected ending, not a failure.
    this.socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      this.socket.once('close', () => {
        clearInterval(this.timer);
        resolve(Date.now() - this.opened);
      });
    });
  }

  get isOpen(): boolean {
    return !this.socket.destroyed;
  }

  write(text: string): void {
    if (this.socket.writable) this.socket.write(text);
  }

  /** Sends the text one character at a time, everyMs apart, until it or the socket ends. */
  trickle(text: string, everyMs: number): void {
    let next = 0;
    this.timer = setInterval(() => {
      if (next >= text.length || !this.socket.writable) return clearInterval(this.timer);
      this.write(text.charAt(next));
      next += 1;
    }, everyMs);
  }

  /** The status of the first response received, if any. */
  get status(): number | undefined {
    const match = /^HTTP\/1\.1 (\d{3})/.exec(this.received);
    return match ? Number(match[1]) : undefined;
  }

  /** The body of the first response received, parsed as JSON. */
  get json(): unknown {
    return JSON.parse(this.received.slice(this.received.indexOf('\r\n\r\n') + 4));
  }

  destroy(): void {
    clearInterval(this.timer);
    this.socket.destroy();
  }
}

interface PlainResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request over a fresh connection. With `chunks`, the body is streamed chunk by chunk
 * (chunked unless a content-length header is given) and sending stops as soon as the server
 * answers, as a browser's upload does when the server refuses it early.
 */
export function plainRequest(
  port: number,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    chunks?: Iterable<Buffer>;
  },
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (!options.chunks) {
      request.end();
      return;
    }
    const chunks = options.chunks[Symbol.iterator]();
    const sendNext = (): void => {
      while (!answered) {
        const next = chunks.next();
        if (next.done) {
          request.end();
          return;
        }
        if (!request.write(next.value)) {
          request.once('drain', sendNext);
          return;
        }
      }
    };
    sendNext();
  });
}
