import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, apiRequest, buildApiUrl } from './api-client';

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

describe('buildApiUrl', () => {
  it('drops empty query values', () => {
    expect(
      buildApiUrl('/organizations', { country: undefined, categories: '', cursor: 'abc' }),
    ).toBe('/api/organizations?cursor=abc');
  });
});
