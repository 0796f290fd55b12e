import { authMessages } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, type AccessLevel } from './auth-context';
import type { AuthRedirectState } from './auth-redirect';

interface RequireAccessProps {
  /** 'permanent': any non-guest user; 'verified': one whose email is verified, too. */
  level: AccessLevel;
  /** Shown on /login when a guest or signed-out visitor is turned away. */
  message?: string;
  children: ReactNode;
}

/**
 * The guard order (docs/product/accounts.md#access-levels): signed in, then a permanent
 * account, then a verified email (Google and GitHub users count as verified). Nothing renders
 * until the session is known.
 * The verification pages themselves are never sent to verification.
 */
export function RequireAccess({
  level,
  message = authMessages.guard.signIn,
  children,
}: RequireAccessProps) {
  const { status, isVerified } = useAuth();
  const location = useLocation();

  if (status === 'loading') return null;
  if (status !== 'signed-in') {
    const state: AuthRedirectState = {
      message,
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} state={state} replace />;
  }
  if (level === 'verified' && !isVerified && !location.pathname.includes(paths.verifyEmail)) {
    return <Navigate to={paths.verifyEmailRequired} replace />;
  }
  return children;
}
