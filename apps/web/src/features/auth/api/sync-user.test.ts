import { authMessages, sessionMessages } from '@catalyst/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, stubFetch } from '@/test/fetch-stub';
import { syncUserWithRetry } from './sync-user';

const profile = {
  uid: 'user-1',
  email: 'ada@example.org',
  displayName: 'Ada',
  photoURL: null,
  isAnonymous: false,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  providers: ['password'],
  role: 'member',
};

describe('syncUserWithRetry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts to /api/auth/sync-user and returns the profile', async () => {
    const api = stubFetch({
      'POST /api/auth/sync-user': () => jsonResponse(200, { data: profile }),
    });
    await expect(syncUserWithRetry()).resolves.toEqual(profile);
    expect(api.callsTo('POST /api/auth/sync-user')).toHaveLength(1);
  });

  it('tries twice more, waiting 1 s then 2 s, then fails with the product text', async () => {
    vi.useFakeTimers();
    const api = stubFetch({
      'POST /api/auth/sync-user': () => apiError(500, 'INTERNAL', 'Database unavailable'),
    });
    const result = syncUserWithRetry().catch((error: unknown) => error);
    const attempts = () => api.callsTo('POST /api/auth/sync-user').length;

    await vi.advanceTimersByTimeAsync(0);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(3);

    const error = await result;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(sessionMessages.syncFailed('Database unavailable'));
  });

  it('recovers when a retry gets through', async () => {
    vi.useFakeTimers();
    let calls = 0;
    stubFetch({
      'POST /api/auth/sync-user': () =>
        (calls += 1) === 1
          ? apiError(503, 'UNAVAILABLE', 'Try later')
          : jsonResponse(200, { data: profile }),
    });
    const result = syncUserWithRetry();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual(profile);
  });

  it('does not retry a refusal', async () => {
    const api = stubFetch({
      'POST /api/auth/sync-user': () =>
        apiError(403, 'FORBIDDEN', authMessages.guard.permanentAccount),
    });
    await expect(syncUserWithRetry()).rejects.toThrow(
      sessionMessages.syncFailed(authMessages.guard.permanentAccount),
    );
    expect(api.callsTo('POST /api/auth/sync-user')).toHaveLength(1);
  });
});
