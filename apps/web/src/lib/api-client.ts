import {
  dataMessages,
  NETWORK_RETRY_BASE_MS,
  NETWORK_RETRY_COUNT,
  networkMessages,
  sessionMessages,
} from '@catalyst/shared';
import type { paths } from './api-schema';
import { sendAnsweringChallenges } from './proof-of-work';

/** The server answered with an error; `message` is fit to show as it is. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The server could not be reached at all, after the retries. */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor() {
    super(networkMessages.failure);
  }
}

type QueryValue = string | number | boolean | undefined | null;

/*
 * The API's own types, generated from its OpenAPI document into api-schema.d.ts (`npm run
 * openapi:types`; docs/decisions/0037-a-contract-that-says-what-the-server-enforces.md). Types
 * only: nothing of them reaches the bundle.
 */

/** An API path as this client names it: the document's path without the `/api` prefix. */
export type ApiPath = keyof paths extends infer Path
  ? Path extends `/api${infer Rest}`
    ? Rest
    : never
  : never;

/** The HTTP methods this client sends, in the document's spelling. */
type ApiMethod = 'get' | 'post' | 'put' | 'delete';

type PathItem<Path extends ApiPath> = paths[`/api${Path}` & keyof paths];

/** The methods the document describes at a path: any other is a type error, not `never`. */
type ApiMethodAt<Path extends ApiPath> = {
  [Method in ApiMethod]: PathItem<Path> extends Record<Method, unknown> ? Method : never;
}[ApiMethod];

/** The operation at a path and method, as the document describes it. */
type ApiOperation<Path extends ApiPath, Method extends ApiMethodAt<Path>> =
  PathItem<Path> extends Record<Method, infer Operation> ? Operation : never;

type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : undefined;

/** The success the operation answers (200, 201, 202 or 204), as JSON. */
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? JsonContent<Responses[Extract<keyof Responses, 200 | 201 | 202 | 204>]>
  : never;

/** What apiRequest resolves with for this operation: its answer's `data`. */
export type ApiData<Path extends ApiPath, Method extends ApiMethodAt<Path>> =
  SuccessBody<ApiOperation<Path, Method>> extends { data: infer Data } ? Data : undefined;

/** The JSON body the operation takes. */
export type ApiBody<Path extends ApiPath, Method extends ApiMethodAt<Path>> =
  ApiOperation<Path, Method> extends {
    requestBody?: { content: { 'application/json': infer Body } };
  }
    ? Body
    : never;

/** The query the operation reads. */
export type ApiQuery<Path extends ApiPath, Method extends ApiMethodAt<Path>> =
  ApiOperation<Path, Method> extends { parameters: { query?: infer Query } }
    ? NonNullable<Query>
    : never;

interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * What the client needs from the session to survive a 401; the AuthProvider registers it.
 * Kept as an interface so this module never depends on the auth feature.
 */
export interface SessionRecovery {
  /** Who the app believes is signed in right now. */
  current(): 'permanent' | 'guest' | 'none';
  /** Re-reads the session from the server; true when a permanent user is still signed in. */
  refresh(): Promise<boolean>;
  /** The session is gone for good: sign out, keep the expiry message, go to /login. */
  expire(): Promise<void>;
}

let sessionRecovery: SessionRecovery | null = null;
let refreshing: Promise<boolean> | null = null;
let expiring: Promise<void> | null = null;

/** Registers (or, with null, removes) the session recovery; returns the unregister call. */
export function setSessionRecovery(recovery: SessionRecovery | null): () => void {
  sessionRecovery = recovery;
  return () => {
    if (sessionRecovery === recovery) sessionRecovery = null;
  };
}

// Several requests failing together share one refresh and one expiry.
function refreshSessionOnce(recovery: SessionRecovery): Promise<boolean> {
  refreshing ??= recovery
    .refresh()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function expireSessionOnce(recovery: SessionRecovery): Promise<void> {
  expiring ??= recovery
    .expire()
    .catch((error: unknown) => console.error('Ending the expired session failed', error))
    .finally(() => {
      expiring = null;
    });
  return expiring;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go. The browser's fetch by default; the server, rendering a page, answers
 * them itself in-process (there is no origin to resolve '/api/…' against there).
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Fetch that survives flaky networks: up to 3 retries, waiting 1 s, 2 s, then 4 s. */
async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await transport(url, init);
    } catch (error) {
      const aborted = init.signal?.aborted ?? false;
      if (aborted || attempt >= NETWORK_RETRY_COUNT) {
        throw aborted ? error : new NetworkError();
      }
      await sleep(NETWORK_RETRY_BASE_MS * 2 ** attempt);
    }
  }
}

interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}

/**
 * The API's error answer (`{ error: { code, message, details? } }`, apiErrorSchema in
 * packages/shared). Checked by hand so the first page load carries no validation library.
 */
function isErrorEnvelope(payload: unknown): payload is ErrorEnvelope {
  if (typeof payload !== 'object' || payload === null) return false;
  const error: unknown = (payload as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}

function errorFrom(response: Response, payload: unknown): ApiError {
  if (isErrorEnvelope(payload)) {
    const { code, message, details } = payload.error;
    return new ApiError(response.status, code, message, details);
  }
  return new ApiError(response.status, 'UNKNOWN', dataMessages.loadFailed);
}

/**
 * The one way the web talks to the API: JSON (or FormData for uploads) in, `data` unwrapped
 * out, errors typed.
 *
 * A 401 while a permanent user is signed in refreshes the session once and replays the
 * request; when that does not help, the session ends (docs/product/accounts.md#sessions).
 * A 428 is answered with a proof of work and the request sent once more (proof-of-work.ts).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: options.signal ?? null,
    // Public answers let caches serve a stale copy while they revalidate; the app always asks
    // the server (a 304 when nothing changed), so it never shows one after a change.
    cache: 'no-cache',
  };
  if (options.body instanceof FormData) {
    // The browser writes the multipart content type itself, boundary included.
    init.body = options.body;
  } else if (options.body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  const url = buildApiUrl(path, options.query);
  let response = await sendAnsweringChallenges((next) => fetchWithRetry(url, next), init);

  if (response.status === 401) {
    const recovery = sessionRecovery;
    const signedIn = recovery?.current() ?? 'none';
    if (recovery && signedIn === 'permanent') {
      const stillSignedIn = await refreshSessionOnce(recovery);
      if (stillSignedIn) response = await fetchWithRetry(url, init);
      if (!stillSignedIn || response.status === 401) {
        await expireSessionOnce(recovery);
        throw new ApiError(401, 'AUTH_EXPIRED', sessionMessages.sessionExpired);
      }
    } else if (signedIn === 'none') {
      const payload: unknown = await response.json().catch(() => undefined);
      const code = isErrorEnvelope(payload) ? payload.error.code : 'UNAUTHENTICATED';
      throw new ApiError(401, code, sessionMessages.notAuthenticated);
    }
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFrom(response, payload);
  // An answer without a body (204) carries no data.
  return (payload as { data: T } | undefined)?.data as T;
}
