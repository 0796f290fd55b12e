import { SERVER_STATE_ELEMENT_ID } from '@catalyst/shared';
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** What the server rendered with: the query cache. */
interface ServerState {
  queries: DehydratedState;
}

interface SerializedApiError {
  name: 'ApiError';
  status: number;
  code: string;
  message: string;
  details?: unknown;
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { name?: unknown }).name === 'ApiError' &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

/**
 * An error answer (a profile that is not found or not published) is part of what the page
 * shows, so it travels too; JSON keeps neither its class nor its message, so both are spelled
 * out here and restored in `reviveServerState`.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const { status, code, message, details } = error;
  return { name: 'ApiError', status, code, message, details } satisfies SerializedApiError;
}

/** The state as JSON fit for a `<script type="application/json">`: `<` cannot close it. */
export function serializeServerState(state: ServerState): string {
  const queries = {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, error: serializeError(query.state.error) },
    })),
  };
  return JSON.stringify({ ...state, queries }).replaceAll('<', '\\u003c');
}

/**
 * Reads the server's state from the page; undefined when the page was not server-rendered.
 *
 * Its answers count as fetched `now`, not when the page was rendered: the server keeps a
 * stranger's page and sends it again only while nothing it shows has changed (and a CDN in
 * front drops it on every change), so a page rendered minutes ago is as current as the moment
 * it arrived. Left at their render time, its queries would all be stale on arrival and fetched
 * again while hydrating.
 */
export function readServerState(now = Date.now()): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  const state = JSON.parse(element.textContent) as ServerState;
  for (const query of state.queries.queries) {
    const timing = query.state as { dataUpdatedAt: number; errorUpdatedAt: number };
    if (timing.dataUpdatedAt > 0) timing.dataUpdatedAt = now;
    if (timing.errorUpdatedAt > 0) timing.errorUpdatedAt = now;
    const error: unknown = query.state.error;
    if (isSerializedApiError(error)) {
      (query.state as { error: unknown }).error = new ApiError(
        error.status,
        error.code,
        error.message,
        error.details,
      );
    }
  }
  return state;
}
