/**
 * The Better Auth endpoints reachable over HTTP: exactly those the web client calls. Better
 * Auth offers many more (verify-password, list-sessions, revoke-session, delete-user,
 * change-email, link-social, set-password, get-access-token...), and each unused one is only
 * attack surface: a password oracle, a list of raw session tokens, a second way to delete an
 * account. Anything not listed here, in any spelling, answers 404; an upgrade of the library
 * that adds endpoints adds nothing reachable. The server still calls any of them through
 * auth.api.
 */
export const publicAuthRoutes: ReadonlyArray<{ method: 'GET' | 'POST'; path: string | RegExp }> = [
  { method: 'GET', path: '/get-session' },
  { method: 'POST', path: '/sign-in/anonymous' },
  { method: 'POST', path: '/sign-in/email' },
  // The code mailed while the account's sign-ins are stepped up (sign-in-grants.ts).
  { method: 'POST', path: '/sign-in/step-up' },
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/sign-out' },
  // Google and GitHub: the redirect to the provider, and the way back.
  { method: 'POST', path: '/sign-in/social' },
  { method: 'GET', path: /^\/callback\/(google|github)$/ },
  // Where an OAuth failure lands when the client named no page of its own.
  { method: 'GET', path: '/error' },
  { method: 'POST', path: '/request-password-reset' },
  { method: 'POST', path: '/reset-password' },
  { method: 'POST', path: '/change-password' },
  // The display name (the hooks refuse any other field).
  { method: 'POST', path: '/update-user' },
];

/** `path` is the part after /api/auth, without the query string, exactly as requested. */
export function isPublicAuthRoute(method: string, path: string): boolean {
  return publicAuthRoutes.some(
    (route) =>
      route.method === method &&
      (typeof route.path === 'string' ? route.path === path : route.path.test(path)),
  );
}
