import { parsePath, type Path } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Navigation state the sign-in pages understand: a message to show (a guard's reason or a
 * success note), the page to return to afterwards, and an address to fill in.
 */
export interface AuthRedirectState {
  message?: string;
  from?: Partial<Path>;
  email?: string;
}

const authPages = new Set<string>([
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
]);

export function readAuthRedirectState(state: unknown): AuthRedirectState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const result: AuthRedirectState = {};
  if (typeof record['message'] === 'string') result.message = record['message'];
  if (typeof record['email'] === 'string') result.email = record['email'];
  const from = record['from'];
  if (typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = from as Record<string, unknown>;
    if (typeof pathname === 'string') {
      result.from = {
        pathname,
        search: typeof search === 'string' ? search : '',
        hash: typeof hash === 'string' ? hash : '',
      };
    }
  }
  return result;
}

/** Where to go once signed in: the page the guard stopped, else home. Only our own paths. */
export function returnPath(state: AuthRedirectState): string {
  const from = state.from;
  const pathname = from?.pathname;
  // Browsers read '/\host' as '//host': another site.
  if (!pathname || !pathname.startsWith('/') || /^\/[/\\]/.test(pathname)) return paths.home;
  if (authPages.has(pathname)) return paths.home;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * The query parameter of a verification link that names the page to return to: Better Auth's
 * `callbackURL`, which a sign-up sends and the server's mail (sendVerificationEmail in
 * apps/server/src/modules/auth/auth.ts) carries on to the link.
 */
export const VERIFY_EMAIL_RETURN_PARAM = 'callbackURL';

/** The page an address (a mailed link) says to return to, held to the rules of returnPath. */
export function returnPathFrom(path: string | null | undefined): string {
  return path ? returnPath({ from: parsePath(path) }) : paths.home;
}
