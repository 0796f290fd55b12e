import { followMessages } from '@catalyst/shared';
import UserMinus from 'lucide-react/icons/user-minus';
import { Button } from '@/components/ui/button';
import { useUnfollow } from './use-follow-changes';

/**
 * Unfollow, in a list of followed organizations. Its name is what it shows and the
 * organization's: each in the list is told apart, and a voice command saying what it shows
 * finds it.
 */
export function UnfollowButton({ organization }: { organization: { id: string; name: string } }) {
  const unfollow = useUnfollow(organization);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`${followMessages.unfollow} ${organization.name}`}
      disabled={unfollow.pending}
      aria-busy={unfollow.pending}
      onClick={unfollow.start}
    >
      <UserMinus aria-hidden />
      {followMessages.unfollow}
    </Button>
  );
}
