import {
  authMessages,
  sessionMessages,
  type Milestone,
  type MilestoneInput,
  type OrganizationListQuery,
} from '@catalyst/shared';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  ApiError,
  NetworkError,
  apiRequest,
  buildApiUrl,
  setSessionRecovery,
  type ApiBody,
  type ApiData,
  type ApiPath,
  type ApiQuery,
  type SessionRecovery,
} from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('unwraps the data envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: [{ id: 'a' }] }));
    await expect(apiRequest('/categories')).resolves.toEqual([{ id: 'a' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/categories',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { subscribed: true } }));
    await apiRequest('/newsletter', { method: 'POST', body: { email: 'a@b.org' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"email":"a@b.org"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { logoUrl: '/images/a/w256.webp' } }));
    const body = new FormData();
    body.append('image', new File(['x'], 'logo.png', { type: 'image/png' }));
    await expect(apiRequest('/organizations/o/logo', { method: 'POST', body })).resolves.toEqual({
      logoUrl: '/images/a/w256.webp',
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(body);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('resolves to undefined for an answer without a body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/organizations/o', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { error: { code: 'NOT_FOUND', message: 'Organization with ID x not found' } }),
    );
    const error = await apiRequest('/organizations/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Organization with ID x not found',
    });
  });

  it('retries a network failure three times, waiting 1 s, 2 s and 4 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = apiRequest('/categories').catch((caught: unknown) => caught);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const error = await result;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      'Network connection issue. Please check your internet connection and try again.',
    );
  });

  it('recovers when a retry gets through', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { data: 'ok' }));
    const result = apiRequest('/faq');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
  });
});

describe('apiRequest on 401', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const unauthorized = () =>
    json(401, {
      error: {
        code: 'UNAUTHENTICATED',
        message: 'You need to be logged in to perform this action.',
      },
    });
  let unregister: () => void = () => {};

  function recovery(overrides: Partial<SessionRecovery> = {}) {
    const value: SessionRecovery = {
      current: vi.fn(() => 'permanent' as const),
      refresh: vi.fn(async () => true),
      expire: vi.fn(async () => {}),
      ...overrides,
    };
    unregister = setSessionRecovery(value);
    return value;
  }

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    unregister();
    vi.unstubAllGlobals();
  });

  it('refreshes the session once and replays the request for a signed-in user', async () => {
    const session = recovery();
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(json(200, { data: { name: 'Ada' } }));

    await expect(apiRequest('/users/profile', { method: 'POST', body: { a: 1 } })).resolves.toEqual(
      { name: 'Ada' },
    );

    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.expire).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [firstUrl, firstInit] = fetchMock.mock.calls[0]!;
    const [replayUrl, replayInit] = fetchMock.mock.calls[1]!;
    expect(replayUrl).toBe(firstUrl);
    expect(replayInit?.method).toBe('POST');
    expect(replayInit?.body).toBe(firstInit?.body);
  });

  it('ends the session when the replay is refused too', async () => {
    const session = recovery();
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(unauthorized());

    const error = await apiRequest('/users/profile').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: sessionMessages.sessionExpired });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.expire).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ends the session without a replay when the refresh finds none', async () => {
    const session = recovery({ refresh: vi.fn(async () => false) });
    fetchMock.mockResolvedValueOnce(unauthorized());

    const error = await apiRequest('/users/profile').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, message: sessionMessages.sessionExpired });
    expect(session.expire).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh and one expiry between requests failing together', async () => {
    let finishRefresh: (ok: boolean) => void = () => {};
    const session = recovery({
      refresh: vi.fn(() => new Promise<boolean>((resolve) => (finishRefresh = resolve))),
    });
    fetchMock.mockImplementation(async () => unauthorized());

    const first = apiRequest('/users/profile').catch((caught: unknown) => caught);
    const second = apiRequest('/users/organizations').catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(session.refresh).toHaveBeenCalledTimes(1));
    finishRefresh(true);

    expect(await first).toMatchObject({ message: sessionMessages.sessionExpired });
    expect(await second).toMatchObject({ message: sessionMessages.sessionExpired });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(session.expire).toHaveBeenCalledTimes(1);
  });

  it('answers "not authenticated" when nobody is signed in, without a refresh', async () => {
    const session = recovery({ current: vi.fn(() => 'none' as const) });
    fetchMock.mockResolvedValueOnce(
      json(401, { error: { code: 'UNAUTHENTICATED', message: 'whatever the server said' } }),
    );

    const error = await apiRequest('/users/profile').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: sessionMessages.notAuthenticated });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.expire).not.toHaveBeenCalled();
  });

  it('answers "not authenticated" when no session recovery is registered', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(apiRequest('/users/profile')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: sessionMessages.notAuthenticated,
    });
  });

  it("keeps the server's reason for a guest, who has no session to refresh", async () => {
    const session = recovery({ current: vi.fn(() => 'guest' as const) });
    fetchMock.mockResolvedValueOnce(
      json(401, {
        error: { code: 'UNAUTHENTICATED', message: authMessages.guard.permanentAccount },
      }),
    );

    await expect(apiRequest('/users/profile')).rejects.toMatchObject({
      status: 401,
      message: authMessages.guard.permanentAccount,
    });
    expect(session.refresh).not.toHaveBeenCalled();
  });
});

describe('buildApiUrl', () => {
  it('drops empty query values', () => {
    expect(
      buildApiUrl('/organizations', { country: undefined, categories: '', cursor: 'abc' }),
    ).toBe('/api/organizations?cursor=abc');
  });
});

// Checked by the type checker (`npm run typecheck`), not at run time: the API's types come from
// its OpenAPI document (api-schema.d.ts), and agree with the shared schemas the server uses.
describe('the API types', () => {
  it('name the document’s paths without /api, and read an operation’s data, body and query', () => {
    expectTypeOf<'/organizations/{id}/milestones'>().toExtend<ApiPath>();
    expectTypeOf<'/api/organizations'>().not.toExtend<ApiPath>();
    expectTypeOf<ApiData<'/organizations/{id}/milestones', 'get'>>().toEqualTypeOf<Milestone[]>();
    expectTypeOf<ApiData<'/organizations/{id}/milestones', 'post'>>().toEqualTypeOf<Milestone>();
    expectTypeOf<
      ApiData<'/organizations/{id}/website-verification/email', 'post'>
    >().toEqualTypeOf<{
      email: string;
      expiresAt: string;
    }>();
    expectTypeOf<ApiData<'/organizations/{id}/views', 'post'>>().toEqualTypeOf<undefined>();
    // @ts-expect-error: the document has no GET there.
    expectTypeOf<ApiData<'/organizations/{id}/views', 'get'>>();
    expectTypeOf<MilestoneInput>().toExtend<ApiBody<'/organizations/{id}/milestones', 'post'>>();
    expectTypeOf<ApiQuery<'/organizations', 'get'>['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<keyof ApiQuery<'/organizations', 'get'>>().toEqualTypeOf<
      keyof OrganizationListQuery | 'cursor'
    >();
  });
});
