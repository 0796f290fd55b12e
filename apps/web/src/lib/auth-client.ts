import { anonymousClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { sendAnsweringChallenges } from './proof-of-work';

/** Where the server mounts Better Auth; every call goes to the page's own origin. */
const AUTH_BASE_PATH = '/api/auth';

/**
 * The Better Auth client: email and password, Google and GitHub (redirect flow) and guests.
 * Session state lives in the AuthProvider (features/auth), not in this client's own store.
 */
export const authClient = createAuthClient({
  basePath: AUTH_BASE_PATH,
  plugins: [anonymousClient()],
  fetchOptions: {
    // The client captures `fetch` once when it is created; calling through the global keeps
    // it replaceable (test stubs, instrumentation) for the page's whole life. A 428 (a guest
    // session, sign-up or reset mail past its hourly threshold) is answered with a proof of
    // work, so every form and the silent guest sign-in get through it alike.
    customFetchImpl: (input, init) =>
      sendAnsweringChallenges((next) => globalThis.fetch(input, next), init ?? {}),
  },
});
