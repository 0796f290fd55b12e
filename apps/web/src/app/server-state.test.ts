import { SERVER_STATE_ELEMENT_ID } from '@catalyst/shared';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { readServerState, serializeServerState } from './server-state';

const TEN_MINUTES = 10 * 60 * 1000;

/** The state a server rendered `renderedAt`, placed in the page as the server places it. */
function pageRenderedAt(renderedAt: number) {
  const server = new QueryClient();
  server.setQueryData(['organizations', 'list'], { data: [] }, { updatedAt: renderedAt });
  const notFound = server.getQueryCache().build(server, { queryKey: ['organization', 'gone'] });
  notFound.setState({
    status: 'error',
    error: new ApiError(404, 'NOT_FOUND', 'Organization not found'),
    errorUpdatedAt: renderedAt,
  });
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_STATE_ELEMENT_ID;
  element.textContent = serializeServerState({
    queries: dehydrate(server, { shouldDehydrateQuery: () => true }),
  });
  document.body.append(element);
}

afterEach(() => document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove());

describe('readServerState', () => {
  it('is undefined on a page the server did not render', () => {
    expect(readServerState()).toBeUndefined();
  });

  it('counts a kept page’s answers as fetched when it arrived, so hydrating fetches none again', () => {
    const now = Date.now();
    pageRenderedAt(now - TEN_MINUTES);

    const state = readServerState(now)!;
    const client = createQueryClient();
    hydrate(client, state.queries);

    const list = client.getQueryCache().find({ queryKey: ['organizations', 'list'] })!;
    expect(list.state.dataUpdatedAt).toBe(now);
    expect(list.isStaleByTime(60_000)).toBe(false);
    const gone = client.getQueryCache().find({ queryKey: ['organization', 'gone'] })!;
    expect(gone.state.errorUpdatedAt).toBe(now);
    expect(gone.state.error).toBeInstanceOf(ApiError);
    expect((gone.state.error as ApiError).status).toBe(404);
  });
});

describe('serializeServerState', () => {
  function stateWith(data: Record<string, unknown>) {
    const server = new QueryClient();
    for (const [key, value] of Object.entries(data)) server.setQueryData([key], value);
    const failed = server.getQueryCache().build(server, { queryKey: ['failed'] });
    failed.setState({ status: 'error', error: new ApiError(404, 'NOT_FOUND', 'Not found') });
    return { queries: dehydrate(server, { shouldDehydrateQuery: () => true }) };
  }

  it('writes the state as JSON that reads back whole, with no "<" to close its script', () => {
    const shared = Object.freeze([Object.freeze({ id: 'arts', name: 'Arts </script>' })]);
    const state = stateWith({ shared, own: { name: 'Tide <b>', empty: '' }, none: null });
    const json = serializeServerState(state);

    expect(json).not.toContain('<');
    const read = JSON.parse(json) as typeof state;
    const byKey = new Map(read.queries.queries.map((query) => [query.queryHash, query.state]));
    expect(byKey.get('["shared"]')?.data).toEqual([{ id: 'arts', name: 'Arts </script>' }]);
    expect(byKey.get('["own"]')?.data).toEqual({ name: 'Tide <b>', empty: '' });
    expect(byKey.get('["none"]')?.data).toBeNull();
    expect(byKey.get('["failed"]')).not.toHaveProperty('data');
    expect(byKey.get('["failed"]')?.error).toMatchObject({ name: 'ApiError', status: 404 });
    expect(read.queries.mutations).toEqual([]);
  });

  it('writes the JSON of a frozen answer once, however many pages show it', () => {
    let reads = 0;
    const shared = Object.freeze({
      get name() {
        reads += 1;
        return 'Climate';
      },
    });
    const first = serializeServerState(stateWith({ shared }));
    const second = serializeServerState(stateWith({ shared, other: { name: 'x' } }));
    expect(reads).toBe(1);
    expect(JSON.parse(first)).toMatchObject({
      queries: { queries: [{ state: { data: { name: 'Climate' } } }, {}] },
    });
    expect(second).toContain('{"name":"Climate"}');
  });
});
