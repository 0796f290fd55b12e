/**
 * One GET at a time over a kept-alive connection, asking for compressed answers as browsers
 * do, timed from sending the request to the last byte of the answer.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json',
};

export interface TimedResponse {
  status: number;
  ms: number;
  /** Bytes on the wire, compressed or not. */
  bytes: number;
  body: string;
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

export function timedGetter(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(baseUrl);

  function get(path: string): Promise<TimedResponse> {
    return new Promise((resolve, reject) => {
      const start = process.hrtime.bigint();
      const outgoing = request(
        { host: base.hostname, port: base.port, path, agent, headers: BROWSER_HEADERS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const ms = Number(process.hrtime.bigint() - start) / 1e6;
            const raw = Buffer.concat(chunks);
            resolve({
              status: response.statusCode ?? 0,
              ms,
              bytes: raw.length,
              body: decoded(raw, response.headers['content-encoding']),
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  return { get, close: () => agent.destroy() };
}
