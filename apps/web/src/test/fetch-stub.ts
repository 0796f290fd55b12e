import { vi, type Mock } from 'vitest';

export interface StubbedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type StubHandler = (request: StubbedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Better Auth's error answer: `{ code, message }` with the status. */
export const authError = (status: number, code: string, message = code) =>
  jsonResponse(status, { code, message });

/** Our API's error answer: `{ error: { code, message } }`. */
export const apiError = (status: number, code: string, message: string) =>
  jsonResponse(status, { error: { code, message } });

/**
 * Stubs the global fetch (both Better Auth's client and our API client use it) with handlers
 * keyed 'METHOD /path'. Unmatched calls answer 404 and are recorded like the rest.
 */
export function stubFetch(routes: Record<string, StubHandler>) {
  const calls: StubbedRequest[] = [];
  const mock: Mock<typeof fetch> = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, 'http://localhost');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubbedRequest = { method, url, body: text ? JSON.parse(text) : undefined };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', mock);
  return {
    mock,
    calls,
    /** The calls made to one 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key),
  };
}
