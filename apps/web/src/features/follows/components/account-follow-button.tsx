import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth, type AuthRedirectState } from '@/features/auth';
import { useFollows } from '../api/get-follows';
import { withFollowIntent } from '../follow-intent';
import { FollowToggle } from './follow-toggle';
import { useFollow, useUnfollow } from './use-follow-changes';
import { useFollowOnReturn } from './use-follow-on-return';

/**
 * Follow for a signed-in account: a verified one follows and unfollows; one still unverified
 * is sent to verify its email, with the way back to this page, which then follows.
 */
export function AccountFollowButton({
  organizationId,
  name,
}: {
  organizationId: string;
  name: string;
}) {
  const { user, isVerified } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const follows = useFollows(user?.id ?? '', { enabled: isVerified });
  const following =
    isVerified &&
    (follows.data?.items.some((item) => item.organization.id === organizationId) ?? false);
  const follow = useFollow({ id: organizationId, name });
  const unfollow = useUnfollow({ id: organizationId, name });
  const listPending = isVerified && follows.isPending;
  useFollowOnReturn(organizationId, { follow: follow.start, listed: !listPending });

  function toggle() {
    if (!isVerified) {
      const state: AuthRedirectState = { from: withFollowIntent(location, organizationId) };
      void navigate(paths.verifyEmailRequired, { state });
    } else if (following) {
      unfollow.start();
    } else {
      follow.start();
    }
  }

  return (
    <FollowToggle
      name={name}
      following={following}
      pending={follow.pending || unfollow.pending || listPending}
      onClick={toggle}
    />
  );
}
