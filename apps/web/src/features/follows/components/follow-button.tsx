import { followMessages } from '@catalyst/shared';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, type AuthRedirectState } from '@/features/auth';
import { withFollowIntent } from '../follow-intent';
import { FollowToggle } from './follow-toggle';

// Following and its list are an account's alone: their code loads once one is signed in,
// not with every visitor's first load of a profile.
const AccountFollowButton = lazy(async () => ({
  default: (await import('./account-follow-button')).AccountFollowButton,
}));

/**
 * Follow, a toggle. A visitor without an account (a guest, signed out, or not known yet) is
 * sent to sign in, with the way back to this page, which then follows; until then, a request
 * to follow in the address waits. The server renders it for such a stranger, and the
 * browser's first render matches it: who the viewer is arrives after hydration.
 */
export function FollowButton({ organizationId, name }: { organizationId: string; name: string }) {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  if (status === 'signed-in') {
    return (
      <Suspense fallback={<FollowToggle name={name} pending />}>
        <AccountFollowButton organizationId={organizationId} name={name} />
      </Suspense>
    );
  }

  function signInToFollow() {
    const state: AuthRedirectState = {
      from: withFollowIntent(location, organizationId),
      message: followMessages.signInToFollow,
    };
    void navigate(paths.login, { state });
  }
  return <FollowToggle name={name} onClick={signInToFollow} />;
}

/** For FollowSlot's lazy import: a default export keeps the loader short. */
export default FollowButton;
