import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  lastModified: Date;
}

export interface FakeS3 {
  /** The endpoint for the SDK (path-style: `<url>/<bucket>/<key>`). */
  url: string;
  /** What each bucket holds, by key. */
  buckets: Map<string, Map<string, FakeS3Object>>;
  /** The keys stored in a bucket, sorted. */
  keys(bucket: string): string[];
  /** Every request as `METHOD /path?query`, for asserting what the client asked. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * A small S3 on loopback that the real @aws-sdk/client-s3 talks to: PutObject, GetObject,
 * DeleteObject, DeleteObjects and ListObjectsV2 (prefix, continuation, max-keys), path-style.
 * Signatures are not checked; the point is the driver's requests and their effects.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const buckets = new Map<string, Map<string, FakeS3Object>>();
  const requests: string[] = [];
  const bucketOf = (name: string) => {
    let bucket = buckets.get(name);
    if (!bucket) {
      bucket = new Map();
      buckets.set(name, bucket);
    }
    return bucket;
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(xmlError('InternalError', String(error)));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const bucket = bucketOf(decodeURIComponent(bucketName));
    const body = await readBody(request);

    if (request.method === 'PUT' && key) {
      const object: FakeS3Object = {
        body: decodeChunked(request, body),
        contentType: header(request, 'content-type'),
        cacheControl: header(request, 'cache-control'),
        lastModified: new Date(),
      };
      bucket.set(key, object);
      response.setHeader('etag', `"${createHash('md5').update(object.body).digest('hex')}"`);
      return response.end();
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && key) {
      const object = bucket.get(key);
      if (!object) {
        response.statusCode = 404;
        return response.end(xmlError('NoSuchKey', 'The specified key does not exist.'));
      }
      if (object.contentType) response.setHeader('content-type', object.contentType);
      if (object.cacheControl) response.setHeader('cache-control', object.cacheControl);
      response.setHeader('last-modified', object.lastModified.toUTCString());
      response.setHeader('content-length', object.body.length);
      return response.end(request.method === 'HEAD' ? undefined : object.body);
    }
    if (request.method === 'DELETE' && key) {
      bucket.delete(key);
      response.statusCode = 204;
      return response.end();
    }
    if (request.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) =>
        unescapeXml(match[1] ?? ''),
      );
      for (const deleted of keys) bucket.delete(deleted);
      const quiet = /<Quiet>true<\/Quiet>/.test(body.toString('utf8'));
      response.setHeader('content-type', 'application/xml');
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${
          quiet ? '' : keys.map((k) => `<Deleted><Key>${escapeXml(k)}</Key></Deleted>`).join('')
        }</DeleteResult>`,
      );
    }
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const after = url.searchParams.get('continuation-token') ?? '';
      const maxKeys = Number(url.searchParams.get('max-keys') ?? 1000);
      const matching = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = matching.slice(0, maxKeys);
      const truncatedList = matching.length > page.length;
      const contents = page
        .map((k) => {
          const object = bucket.get(k)!;
          return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join('');
      response.setHeader('content-type', 'application/xml');
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${escapeXml(bucketName)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncatedList}</IsTruncated>${contents}${
          truncatedList
            ? `<NextContinuationToken>${escapeXml(page.at(-1)!)}</NextContinuationToken>`
            : ''
        }</ListBucketResult>`,
      );
    }
    // Anything else is a request the storage driver should never make: S3's own answer to an
    // operation it does not support, so a test that strays fails loudly.
    response.statusCode = 400;
    response.end(
      xmlError(
        'InvalidRequest',
        `unsupported by this stand-in: ${request.method} ${url.pathname}${url.search}`,
      ),
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    requests,
    keys: (bucket) => [...(buckets.get(bucket)?.keys() ?? [])].sort(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The SDK may stream a body as aws-chunked (`<hex size>[;signature]\r\n<data>\r\n…`). */
function decodeChunked(request: IncomingMessage, body: Buffer): Buffer {
  const encoding = header(request, 'content-encoding') ?? '';
  const sha = header(request, 'x-amz-content-sha256') ?? '';
  if (!encoding.includes('aws-chunked') && !sha.startsWith('STREAMING-')) return body;
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
