import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue, type AuthUser } from '../auth-context';

export const testUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'user-1',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  image: null,
  emailVerified: true,
  isAnonymous: false,
  ...overrides,
});

const testGuest = (): AuthUser =>
  testUser({ id: 'guest-1', email: 'guest@guest.invalid', name: 'Guest', isAnonymous: true });

/** An auth context for a given state; by default a verified, signed-in user. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user === undefined ? testUser() : overrides.user;
  const status =
    overrides.status ?? (user === null ? 'signed-out' : user.isAnonymous ? 'guest' : 'signed-in');
  return {
    status,
    user,
    isVerified: status === 'signed-in' && Boolean(user?.emailVerified),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

export const signedOutAuth = () => fakeAuth({ status: 'signed-out', user: null });
export const guestAuth = () => fakeAuth({ status: 'guest', user: testGuest() });
export const loadingAuth = () => fakeAuth({ status: 'loading', user: null });

/** Renders children as if the AuthProvider had settled on `value`. */
export function TestAuthProvider({
  value = fakeAuth(),
  children,
}: {
  value?: AuthContextValue;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
