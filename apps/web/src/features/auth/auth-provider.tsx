import { sessionMessages } from '@catalyst/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setSessionRecovery } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { userQueryKeyRoot } from '@/lib/query-keys';
import { userProfileQuery } from './api/get-user-profile';
import { syncUserWithRetry } from './api/sync-user';
import { AuthContext, type AuthContextValue, type AuthStatus, type AuthUser } from './auth-context';
import { storeExpirationMessage, takeSyncPending } from './auth-storage';

/** Why the session ended: the user asked, or it was lost (docs/product/accounts.md#sessions). */
export type SignOutReason = 'signed-out' | 'expired';

type SessionState = { phase: 'loading' } | { phase: 'ready'; user: AuthUser | null };

interface BetterAuthUser {
  id: string;
  email: string;
  name: string;
  image?: string | null | undefined;
  emailVerified: boolean;
  isAnonymous?: boolean | null | undefined;
}

function toAuthUser(user: BetterAuthUser): AuthUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    emailVerified: user.emailVerified,
    isAnonymous: Boolean(user.isAnonymous),
  };
}

/**
 * The auth library, fetched the first time it is needed: the page renders and hydrates without
 * it, and the sign-in forms (their own route chunks) import it themselves.
 */
async function loadAuthClient() {
  const { authClient } = await import('@/lib/auth-client');
  return authClient;
}

/** The session as the server has it now: a user, nobody ('none'), or unknown ('failed'). */
async function readSession(): Promise<AuthUser | 'none' | 'failed'> {
  try {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.getSession({ query: { disableCookieCache: true } });
    if (error) {
      console.error('Reading the session failed', error);
      return 'failed';
    }
    return data?.user ? toAuthUser(data.user) : 'none';
  } catch (error) {
    console.error('Reading the session failed', error);
    return 'failed';
  }
}

/** Visitors browse as guests; a failure here is only logged (docs/product/accounts.md). */
async function signInAsGuest(): Promise<AuthUser | null> {
  try {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.signIn.anonymous();
    if (error || !data) {
      console.error('Anonymous sign-in failed', error);
      return null;
    }
    return toAuthUser({ ...data.user, isAnonymous: true });
  } catch (error) {
    console.error('Anonymous sign-in failed', error);
    return null;
  }
}

function statusOf(user: AuthUser | null): Exclude<AuthStatus, 'loading'> {
  if (!user) return 'signed-out';
  return user.isAnonymous ? 'guest' : 'signed-in';
}

interface AuthProviderProps {
  children: ReactNode;
  /**
   * Takes the user to /login once the session has ended; the provider sits above the router,
   * so the app hands it the navigation. Resolves when the login page is shown.
   */
  onSignedOut?: (reason: SignOutReason) => unknown;
}

/**
 * Knows who is using the app. On start it reads the session; a visitor without one is signed
 * in as a guest, silently. It re-reads the session on request, recovers the API client from
 * a 401, syncs newly signed-in users with the backend, and ends sessions.
 */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionState>({ phase: 'loading' });
  // The API client asks synchronously who is signed in; it reads this mirror of `session`.
  const sessionRef = useRef<SessionState>(session);
  const establishing = useRef<Promise<void> | null>(null);
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  }, [onSignedOut]);

  const apply = useCallback((user: AuthUser | null) => {
    const next: SessionState = { phase: 'ready', user };
    sessionRef.current = next;
    setSession(next);
  }, []);

  /** Reads the session; with none, becomes a guest. Concurrent callers share one attempt. */
  const establish = useCallback((): Promise<void> => {
    establishing.current ??= (async () => {
      const current = await readSession();
      if (current === 'failed') {
        // Never replace a session we could not read with a guest: it may still be valid.
        apply(sessionRef.current.phase === 'ready' ? sessionRef.current.user : null);
        return;
      }
      apply(current === 'none' ? await signInAsGuest() : current);
    })().finally(() => {
      establishing.current = null;
    });
    return establishing.current;
  }, [apply]);

  useEffect(() => {
    void establish();
  }, [establish]);

  const endSession = useCallback(
    async (reason: SignOutReason) => {
      if (reason === 'expired') storeExpirationMessage(sessionMessages.sessionExpired);
      // Nobody is known while the session ends: guards render nothing and /login does not
      // send the user back, so neither interferes with the way to /login.
      sessionRef.current = { phase: 'loading' };
      setSession(sessionRef.current);
      try {
        const authClient = await loadAuthClient();
        const { error } = await authClient.signOut();
        if (error) console.error('Sign-out failed', error);
      } catch (error) {
        console.error('Sign-out failed', error);
      }
      queryClient.removeQueries({ queryKey: userQueryKeyRoot });
      try {
        await onSignedOutRef.current?.(reason);
      } catch (error) {
        console.error('Going to the login page failed', error);
      }
      await establish();
    },
    [establish, queryClient],
  );

  const signOut = useCallback(() => endSession('signed-out'), [endSession]);

  useEffect(
    () =>
      setSessionRecovery({
        current() {
          const state = sessionRef.current;
          if (state.phase !== 'ready' || !state.user) return 'none';
          return state.user.isAnonymous ? 'guest' : 'permanent';
        },
        async refresh() {
          const current = await readSession();
          if (current === 'failed' || current === 'none' || current.isAnonymous) return false;
          apply(current);
          return true;
        },
        expire: () => endSession('expired'),
      }),
    [apply, endSession],
  );

  const user = session.phase === 'ready' ? session.user : null;
  const permanent = user !== null && !user.isAnonymous;
  // The session's flag can lag the backend's, and Google and GitHub users are verified by
  // their provider: an unverified-looking user is checked against the profile first.
  const needsProfile = permanent && !user.emailVerified;
  const profile = useQuery({ ...userProfileQuery(user?.id ?? ''), enabled: needsProfile });
  const profileVouches =
    profile.data !== undefined &&
    (profile.data.emailVerified ||
      profile.data.providers.some((provider) => provider === 'google' || provider === 'github'));

  const status: AuthStatus =
    session.phase === 'loading' || (needsProfile && profile.isPending) ? 'loading' : statusOf(user);
  const isVerified = permanent && (user.emailVerified || profileVouches);

  // After a sign-in (email, Google, GitHub; possibly across a redirect) the backend learns of
  // the user. Guests are never synced.
  const userId = status === 'signed-in' ? user?.id : undefined;
  useEffect(() => {
    if (!userId || !takeSyncPending()) return;
    syncUserWithRetry().catch((error: unknown) => {
      console.error(error);
      toast.error(
        error instanceof Error ? error.message : sessionMessages.syncFailed(String(error)),
      );
    });
  }, [userId]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, isVerified, refresh: establish, signOut }),
    [status, user, isVerified, establish, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
