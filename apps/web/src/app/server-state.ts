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

/** JSON fit for a `<script type="application/json">`: `<` cannot close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The JSON of answers every page shares (the server renders from frozen copies of the reference
 * lists, read once per version: apps/server/src/plugins/server-rendering.ts), written once. A
 * frozen value cannot change, so neither can its JSON.
 */
const frozenJson = new WeakMap<object, string>();
function dataJson(data: unknown): string {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return scriptJson(data);
  let json = frozenJson.get(data);
  if (json === undefined) {
    json = scriptJson(data);
    frozenJson.set(data, json);
  }
  return json;
}

/** `objectJson` (an object's JSON) with one more member, whose value is JSON already. */
function withMember(objectJson: string, key: string, valueJson: string): string {
  const separator = objectJson === '{}' ? '' : ',';
  return `${objectJson.slice(0, -1)}${separator}${JSON.stringify(key)}:${valueJson}}`;
}

/** One dehydrated query as JSON, its data (the bulk of it) written by `dataJson`. */
function queryJson(query: DehydratedState['queries'][number]): string {
  const { state, ...rest } = query;
  const { data, ...others } = state;
  const stateJson = scriptJson({ ...others, error: serializeError(state.error) });
  return withMember(
    scriptJson(rest),
    'state',
    data === undefined ? stateJson : withMember(stateJson, 'data', dataJson(data)),
  );
}

/** The state as JSON fit for a `<script type="application/json">`: `<` cannot close it. */
export function serializeServerState(state: ServerState): string {
  const { queries: dehydrated, ...others } = state;
  const { queries, ...dehydratedOthers } = dehydrated;
  const queriesJson = withMember(
    scriptJson(dehydratedOthers),
    'queries',
    `[${queries.map(queryJson).join(',')}]`,
  );
  return withMember(scriptJson(others), 'queries', queriesJson);
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
