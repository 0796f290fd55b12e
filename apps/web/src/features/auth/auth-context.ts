import { createContext, useContext } from 'react';

/**
 * Who is using the app. 'loading' until the first session check completes (nothing
 * protected renders before it); visitors without a session become guests silently.
 */
export type AuthStatus = 'loading' | 'signed-out' | 'guest' | 'signed-in';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
}

export interface AuthContextValue {
  status: AuthStatus;
  /** The guest or the signed-in user; null while loading or signed out. */
  user: AuthUser | null;
  /** A permanent user whose email is verified (Google and GitHub vouch for theirs). */
  isVerified: boolean;
  /** Re-reads the session from the server (after sign-in, verification, profile changes). */
  refresh(): Promise<void>;
  /** Ends the session; the app then goes to /login. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The guard order (docs/product/accounts.md): signed in, then non-anonymous, then verified. */
export type AccessLevel = 'permanent' | 'verified';
