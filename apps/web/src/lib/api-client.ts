import {
  NETWORK_RETRY_BASE_MS,
  NETWORK_RETRY_COUNT,
  apiErrorSchema,
  messages,
} from '@catalyst/shared';

/** The server answered with an error; `message` is fit to show (the spec's text where it has one). */
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
    super(messages.network.failure);
  }
}

type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      return await fetch(url, init);
    } catch (error) {
      const aborted = init.signal?.aborted ?? false;
      if (aborted || attempt >= NETWORK_RETRY_COUNT) {
        throw aborted ? error : new NetworkError();
      }
      await sleep(NETWORK_RETRY_BASE_MS * 2 ** attempt);
    }
  }
}

/** The one way the web talks to the API: JSON in, `data` unwrapped out, errors typed. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: options.signal ?? null,
  };
  if (options.body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  const response = await fetchWithRetry(buildApiUrl(path, options.query), init);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'UNKNOWN', messages.data.loadFailed);
  }
  return (payload as { data: T }).data;
}
