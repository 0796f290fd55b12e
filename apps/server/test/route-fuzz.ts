import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { multipartBody, type MultipartPart } from './image-fixtures.js';

/** The keys of a zod object schema, looking through transforms, pipes and optionals. */
export function keysOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 4) return [];
  const candidate = schema as {
    shape?: Record<string, unknown>;
    _zod?: { def?: { in?: unknown; innerType?: unknown } };
  };
  if (candidate.shape && typeof candidate.shape === 'object') return Object.keys(candidate.shape);
  const definition = candidate._zod?.def;
  return [...keysOf(definition?.in, depth + 1), ...keysOf(definition?.innerType, depth + 1)];
}

/** What a request is aimed at: a route of the app, or an endpoint behind a wildcard route. */
export interface FuzzTarget {
  method: string;
  url: string;
  /** The keys of its body schema, when it has one. */
  bodyKeys: readonly string[];
  /** The keys of its query schema, when it has one. */
  queryKeys: readonly string[];
}

export const targetName = (target: Pick<FuzzTarget, 'method' | 'url'>) =>
  `${target.method} ${target.url}`;

/**
 * Listens to route registration (buildApp's onRoute option): lists every route with its
 * schema's keys, and marks each route as reached when a request gets to its first hook, so
 * a route no request reached can be named. Whatever a module adds later is fuzzed as well.
 */
export class RouteRecorder {
  readonly routes: FuzzTarget[] = [];
  readonly reached = new Set<string>();

  readonly onRoute = (route: RouteOptions): void => {
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    for (const method of [route.method].flat()) {
      this.routes.push({
        method,
        url: route.url,
        bodyKeys: keysOf(schema?.body),
        queryKeys: keysOf(schema?.querystring),
      });
    }
    // Read now: for `/` under a prefix, Fastify registers the same options again as
    // `prefix/`, overwriting their url.
    const { url } = route;
    const reached = async (request: { method: string }) => {
      this.reached.add(targetName({ method: request.method, url }));
    };
    route.onRequest = [reached, ...[route.onRequest ?? []].flat()];
  };

  unreached(): string[] {
    return this.routes.map(targetName).filter((name) => !this.reached.has(name));
  }
}

const PARAMETER = /(:[A-Za-z0-9_]+|\*$)/;

/** What the generators draw on so that some requests get past validation into the code. */
export interface FuzzVocabulary {
  /** Ids that exist (an organization of the owner, category ids) beside random ones. */
  ids: readonly string[];
  /** The keys of every body schema, for a route that declares none. */
  bodyShapes: ReadonlyArray<readonly string[]>;
  /** The keys of every query schema, for a route that declares none. */
  queryNames: readonly string[];
  /** By field name, values that pass validation, so that other fields get looked at. */
  plausible: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  /** For a route ending in `*`, what is behind it (Better Auth's endpoints), url relative. */
  behindWildcards: ReadonlyMap<string, readonly FuzzTarget[]>;
  /** Content types a request may claim, the honest ones among them. */
  contentTypes: readonly string[];
}

export interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Any UTF-16 string, unpaired surrogates included, which fc.string's units never produce. */
const utf16Text = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
    maxLength,
  });

/** Percent-escapes that are not UTF-8, not escapes at all, or NUL in disguise. */
const RAW_ESCAPES = ['%', '%z', '%zz', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%FF', '%00', '%2500'];

/**
 * Numbers as text past what a number type holds: beyond 2^53, 2^63 or a double, in
 * exponent form, and the words JavaScript's Number() turns into NaN and Infinity.
 */
const numericExtremes = fc.constantFrom(
  '99999999999999999999',
  '9007199254740993',
  '9223372036854775808',
  '-9223372036854775809',
  '2147483648',
  '1e21',
  '1e400',
  '-1e400',
  'Infinity',
  '-Infinity',
  'NaN',
  '-0',
  '0x7fffffff',
);

const withNul = fc
  .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** Text no field should choke on: NUL, unpaired surrogates, control characters, length. */
const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 4, arbitrary: withNul },
  { weight: 3, arbitrary: utf16Text(30) },
  { weight: 1, arbitrary: fc.constantFrom('..', '.', ' ', '', "'; drop table users; --") },
  { weight: 1, arbitrary: fc.string({ minLength: 90, maxLength: 400 }) },
  { weight: 1, arbitrary: fc.nat(20_000).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: numericExtremes },
);

/** A value of the wrong kind or size for whatever field it lands in. */
const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 5e-324, null, true) },
);

/** encodeURIComponent, but an unpaired surrogate is escaped as its WTF-8 bytes. */
function encodeComponent(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A timestamp of PostgreSQL's text shape, each field anywhere in its digits' range. */
export const timestampLike = fc
  .tuple(
    fc.nat(9999),
    fc.nat(99),
    fc.nat(99),
    fc.nat(99),
    fc.nat(99),
    fc.nat(99),
    fc.constantFrom('+', '-'),
    fc.nat(99),
  )
  .map(
    ([year, month, day, hour, minute, second, sign, offset]) =>
      `${String(year).padStart(4, '0')}-${two(month)}-${two(day)} ` +
      `${two(hour)}:${two(minute)}:${two(second)}${sign}${two(offset)}`,
  );

/** A plausible value for the field when there is one, else (and sometimes anyway) a hostile one. */
function valueFor(vocabulary: FuzzVocabulary, name: string) {
  const plausible = vocabulary.plausible[name];
  if (!plausible) return hostileValue;
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostileValue });
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function pathSegment(vocabulary: FuzzVocabulary, name: string) {
  const plausible = vocabulary.plausible[name];
  return fc.oneof(
    {
      weight: plausible ? 6 : 0,
      arbitrary: (plausible ?? fc.constant('')).map((value) => encodeComponent(asText(value))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...vocabulary.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileText.map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
    { weight: 1, arbitrary: numericExtremes },
  );
}

function path(vocabulary: FuzzVocabulary, url: string) {
  return fc
    .tuple(
      ...url.split(PARAMETER).map((part) => {
        if (part === '*') {
          return fc
            .array(pathSegment(vocabulary, '*'), { maxLength: 4 })
            .map((parts) => parts.join('/'));
        }
        if (part.startsWith(':')) return pathSegment(vocabulary, part.slice(1));
        return fc.constant(part);
      }),
    )
    .map((pieces) => pieces.join(''));
}

function queryString(vocabulary: FuzzVocabulary, target: FuzzTarget) {
  const names = target.queryKeys.length > 0 ? target.queryKeys : vocabulary.queryNames;
  const named = fc.constantFrom(...names).chain((name) =>
    fc.tuple(
      fc.constant(name),
      valueFor(vocabulary, name).map((value) => encodeComponent(asText(value))),
    ),
  );
  const odd = fc.tuple(
    fc.oneof(
      hostileText.map(encodeComponent),
      fc.constantFrom(...vocabulary.queryNames, ...RAW_ESCAPES, '__proto__', 'constructor'),
    ),
    fc.oneof(hostileText.map(encodeComponent), fc.constantFrom(...RAW_ESCAPES)),
  );
  return fc
    .array(fc.oneof({ weight: 4, arbitrary: named }, { weight: 1, arbitrary: odd }), {
      maxLength: 5,
    })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

/**
 * An object of one schema's keys: each a plausible value (some left out), then one of them,
 * or none, swapped for a hostile value, so the body gets past the checks of the other fields
 * to wherever the hostile one is used.
 */
function shapedObject(vocabulary: FuzzVocabulary, shapes: ReadonlyArray<readonly string[]>) {
  const plausibleOrHostile = (key: string) => vocabulary.plausible[key] ?? hostileValue;
  return fc.constantFrom(...shapes).chain((keys) =>
    // Unbiased: fast-check's preference for small values would leave out keys and swap the
    // first one far more often than the others.
    fc.noBias(
      fc
        .tuple(
          fc.tuple(
            ...keys.map((key) => fc.option(plausibleOrHostile(key), { nil: undefined, freq: 10 })),
          ),
          fc.nat(keys.length),
          hostileValue,
        )
        .map(([values, swapped, hostile]) =>
          Object.fromEntries(keys.map((key, at) => [key, at === swapped ? hostile : values[at]])),
        ),
    ),
  );
}

/** Bodies of every shape: schema-like objects, any JSON, and text that is not JSON. */
function jsonText(vocabulary: FuzzVocabulary, target: FuzzTarget) {
  const shapes = target.bodyKeys.length > 0 ? [target.bodyKeys] : vocabulary.bodyShapes;
  const looseObject = fc.dictionary(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...shapes.flat()) },
      { weight: 1, arbitrary: utf16Text(10) },
    ),
    hostileValue,
    { maxKeys: 8 },
  );
  const depth = fc.integer({ min: 1, max: 5_000 });
  return fc.oneof(
    {
      weight: target.bodyKeys.length > 0 ? 16 : 8,
      arbitrary: shapedObject(vocabulary, shapes).map((value) => JSON.stringify(value)),
    },
    { weight: 2, arbitrary: looseObject.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: depth.map((levels) => '['.repeat(levels) + ']'.repeat(levels)) },
    {
      weight: 1,
      arbitrary: depth.map((levels) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
    { weight: 1, arbitrary: fc.nat(400_000).map((length) => `"${'a'.repeat(length)}"`) },
  );
}

function multipartGarbage(images: readonly Buffer[]) {
  const part: fc.Arbitrary<MultipartPart> = fc.record(
    {
      name: fc.oneof(fc.constant('image'), fc.string({ maxLength: 12 })),
      filename: fc.oneof(fc.constant('image.jpg'), fc.string({ maxLength: 20 })),
      contentType: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/json'),
      body: fc.oneof(
        fc.constantFrom(...images),
        fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
        fc.string({ maxLength: 200 }),
      ),
    },
    { requiredKeys: ['name', 'body'] },
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(part, { maxLength: 7 }).map(multipartBody) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 500 }).map((bytes) => ({
        payload: Buffer.from(bytes),
        headers: { 'content-type': 'multipart/form-data; boundary=----catalyst' },
      })),
    },
  );
}

interface SentBody {
  body?: string | Buffer;
  contentType?: string | undefined;
}

/**
 * A body with the content type it claims, or occasionally one it does not: mostly JSON of
 * the route's schema when it has one, a good share of multipart where it has none (uploads).
 */
function body(
  vocabulary: FuzzVocabulary,
  target: FuzzTarget,
  images: readonly Buffer[],
): fc.Arbitrary<SentBody> {
  const hasSchema = target.bodyKeys.length > 0;
  const claimed = fc.option(fc.constantFrom(...vocabulary.contentTypes), { nil: undefined });
  return fc.oneof(
    { weight: hasSchema ? 1 : 2, arbitrary: fc.constant<SentBody>({}) },
    {
      weight: hasSchema ? 8 : 4,
      arbitrary: jsonText(vocabulary, target).map((text) => ({
        body: text,
        contentType: 'application/json',
      })),
    },
    {
      weight: hasSchema ? 1 : 3,
      arbitrary: multipartGarbage(images).map(({ payload, headers }) => ({
        body: payload,
        contentType: headers['content-type'],
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(jsonText(vocabulary, target), claimed)
        .map(([text, contentType]) => ({ body: text, contentType })),
    },
  );
}

/** A header value as it can travel: Node refuses control characters in headers on the wire. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

/** The request in a form a person can replay, long values shortened, control characters escaped. */
export function describeRequest(request: FuzzRequest): string {
  const shorten = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  const lines = [
    `${request.method} ${JSON.stringify(shorten(request.path + request.query))}`,
    `headers: ${JSON.stringify(request.headers)}`,
  ];
  if (request.body !== undefined) {
    const text = Buffer.isBuffer(request.body) ? request.body.toString('latin1') : request.body;
    lines.push(`body: ${JSON.stringify(shorten(text))}`);
  }
  return lines.join('\n');
}

function requestsForTarget(
  target: FuzzTarget,
  vocabulary: FuzzVocabulary,
  images: readonly Buffer[],
): fc.Arbitrary<FuzzRequest> {
  // Now and then a forged credential instead of the caller's own.
  const credentialNoise = fc.oneof(
    { weight: 7, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        headerText.map((token) => ({ authorization: `Bearer ${token}` })),
        headerText.map((token) => ({
          cookie: `__Secure-better-auth.session_token=${encodeURIComponent(token)}`,
        })),
      ),
    },
  );
  return fc
    .record({
      path: path(vocabulary, target.url),
      query: queryString(vocabulary, target),
      body: body(vocabulary, target, images),
      origin: fc.constantFrom('https://profiles.test', 'https://evil.example', 'null', undefined),
      forwardedFor: fc.ipV4(),
      credentialNoise,
    })
    .map(({ path: sentPath, query, body: sent, origin, forwardedFor, credentialNoise: noise }) => {
      const request: FuzzRequest = {
        method: target.method,
        path: sentPath,
        query,
        headers: {
          'x-forwarded-for': forwardedFor,
          ...(origin ? { origin } : {}),
          ...(sent.contentType !== undefined ? { 'content-type': sent.contentType } : {}),
          ...noise,
        },
        ...(sent.body === undefined ? {} : { body: sent.body }),
      };
      // A counterexample is reported in this form rather than as a raw object.
      return Object.defineProperty(request, fc.toStringMethod, {
        value: () => describeRequest(request),
      });
    });
}

/**
 * Requests aimed at one route: its method, its path with hostile parameters, a query and a
 * body shaped after its schemas. Behind a wildcard, each endpoint there is aimed at in turn,
 * and paths nothing serves besides.
 */
export function requestsFor(
  route: FuzzTarget,
  vocabulary: FuzzVocabulary,
  images: readonly Buffer[],
): fc.Arbitrary<FuzzRequest> {
  const anywhere = requestsForTarget(route, vocabulary, images);
  if (!route.url.endsWith('*')) return anywhere;
  const prefix = route.url.slice(0, -1);
  const answersTo = (method: string) =>
    method === '*' || method === route.method || (route.method === 'HEAD' && method === 'GET');
  const behind = (vocabulary.behindWildcards.get(prefix) ?? []).filter((target) =>
    answersTo(target.method),
  );
  if (behind.length === 0) return anywhere;
  const endpoint = fc
    .constantFrom(...behind)
    .chain((target) =>
      requestsForTarget(
        { ...target, method: route.method, url: prefix + target.url.replace(/^\//, '') },
        vocabulary,
        images,
      ),
    );
  return fc.oneof({ weight: 6, arbitrary: endpoint }, { weight: 1, arbitrary: anywhere });
}
