import {
  CHALLENGE_REQUIRED_CODE,
  PROOF_OF_WORK_HEADER,
  proofOfWorkMessages,
  type ProofOfWorkChallenge,
} from '@catalyst/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AuthProvider, useAuth } from '@/features/auth';
import { NewsletterForm } from '@/features/newsletter';
import { ApiError, apiRequest } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';

vi.mock('@/lib/notify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SECRET = 'the-server-secret-of-this-test';

/** The server's side of it: challenges it signs, and the check of what comes back. */
const server = {
  challenge: () =>
    createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 40,
      deriveKey,
      data: { write: 'signUp' },
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      hmacSignatureSecret: SECRET,
    }) as Promise<ProofOfWorkChallenge>,

  async accepts(proof: string | null): Promise<boolean> {
    if (!proof) return false;
    const { challenge, solution } = JSON.parse(atob(proof)) as {
      challenge: ProofOfWorkChallenge;
      solution: { counter: number; derivedKey: string };
    };
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    return result.verified;
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Our API's 428 and Better Auth's: the same challenge, each in its own envelope. */
const apiRefusal = (challenge: ProofOfWorkChallenge) =>
  json(428, {
    error: {
      code: CHALLENGE_REQUIRED_CODE,
      message: proofOfWorkMessages.challengeRequired,
      details: { challenge },
    },
  });
const authRefusal = (challenge: ProofOfWorkChallenge) =>
  json(428, {
    code: CHALLENGE_REQUIRED_CODE,
    message: proofOfWorkMessages.challengeRequired,
    details: { challenge },
  });

const proofSent = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get(PROOF_OF_WORK_HEADER);

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;

describe('a request past a public write’s threshold', () => {
  let fetchMock: Mock<typeof fetch>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is sent once more through the API client, with the challenge solved', async () => {
    const challenge = await server.challenge();
    fetchMock
      .mockResolvedValueOnce(apiRefusal(challenge))
      .mockImplementationOnce(async (_url, init) =>
        (await server.accepts(proofSent(init)))
          ? json(201, { data: { subscribed: true } })
          : apiRefusal(challenge),
      );
    await expect(
      apiRequest('/newsletter', { method: 'POST', body: { email: 'ada@example.org' } }),
    ).resolves.toEqual({ subscribed: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, retry] = fetchMock.mock.calls;
    expect(retry?.[0]).toBe(first?.[0]);
    expect(retry?.[1]?.body).toBe('{"email":"ada@example.org"}');
    expect(proofSent(first?.[1])).toBeNull();
  });

  it('is sent once more only: a second refusal is the error the form shows', async () => {
    const challenge = await server.challenge();
    fetchMock.mockImplementation(async () => apiRefusal(challenge));
    const error = await apiRequest('/newsletter', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 428,
      code: CHALLENGE_REQUIRED_CODE,
      message: proofOfWorkMessages.challengeRequired,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not sent again when the 428 carries no challenge', async () => {
    fetchMock.mockResolvedValue(json(428, { error: { code: 'SOMETHING_ELSE', message: 'No.' } }));
    await expect(apiRequest('/newsletter', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 428,
      code: 'SOMETHING_ELSE',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is sent once more through Better Auth’s client too', async () => {
    const challenge = await server.challenge();
    fetchMock
      .mockResolvedValueOnce(authRefusal(challenge))
      .mockImplementationOnce(async (_url, init) =>
        (await server.accepts(proofSent(init)))
          ? json(200, { token: null, user: { id: 'u-1', email: 'ada@example.org' } })
          : authRefusal(challenge),
      );
    const { data, error } = await authClient.signUp.email({
      email: 'ada@example.org',
      password: 'a long passphrase 1',
      name: 'Ada',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ user: { id: 'u-1' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(pathOf(fetchMock.mock.calls[1]![0])).toBe('/api/auth/sign-up/email');
  });

  it('does not stop a visitor from becoming a guest, silently', async () => {
    const challenge = await server.challenge();
    const signIns: Array<string | null> = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = pathOf(input);
      if (path === '/api/auth/get-session') return json(200, null);
      if (path !== '/api/auth/sign-in/anonymous') return json(404, {});
      const proof = proofSent(init);
      signIns.push(proof);
      if (!(await server.accepts(proof))) return authRefusal(challenge);
      return json(200, {
        token: 'guest-token',
        user: { id: 'guest-1', email: 'g@guest.invalid', name: 'Guest', emailVerified: false },
      });
    });
    function Status() {
      return <p data-testid="status">{useAuth().status}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Status />
        </AuthProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('guest'));
    expect(signIns.map((proof) => proof !== null)).toEqual([false, true]);
  });

  it('keeps the form busy while the challenge is solved and the request sent again', async () => {
    const challenge = await server.challenge();
    let answerRetry: (response: Response) => void = () => {};
    fetchMock
      .mockResolvedValueOnce(apiRefusal(challenge))
      .mockImplementationOnce(() => new Promise((resolve) => (answerRetry = resolve)));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewsletterForm />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    const submit = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    answerRetry(json(201, { data: { subscribed: true } }));
    await waitFor(() => expect(submit).not.toBeDisabled());
  });
});
