import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, type AuthRedirectState } from '@/features/auth';
import { FOLLOW_INTENT_PARAM } from '../follow-intent';

/**
 * For a signed-in account, follows the organization once when the address asks for it: the
 * way back of someone who clicked Follow before they could (signed out, a guest, unverified).
 * The parameter is then removed, so that a reload or Back does not follow again. An account
 * still unverified is sent to verify its email, the way back kept.
 *
 * `listed`: the person's follows have been read once. Following waits for it: a follow sent
 * while that first read is on its way would be answered by the list from before it.
 */
export function useFollowOnReturn(
  organizationId: string,
  { follow, listed }: { follow: () => void; listed: boolean },
): void {
  const { isVerified } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const requested = search.get(FOLLOW_INTENT_PARAM) === organizationId;
  // Once: the effect runs again (StrictMode, a new location) before the address has changed.
  const handled = useRef(false);

  useEffect(() => {
    if (!requested || handled.current) return;
    if (!isVerified) {
      handled.current = true;
      const state: AuthRedirectState = { from: location };
      void navigate(paths.verifyEmailRequired, { replace: true, state });
      return;
    }
    if (!listed) return;
    handled.current = true;
    follow();
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FOLLOW_INTENT_PARAM);
        return next;
      },
      { replace: true, state: location.state as unknown },
    );
  }, [requested, isVerified, listed, location, navigate, follow, setSearch]);
}
