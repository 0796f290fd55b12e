import { followMessages } from '@catalyst/shared';
import { Button } from '@/components/ui/button';

/** Follow's look: pressed while the person follows the organization, named after it. */
export function FollowToggle({
  name,
  following = false,
  pending = false,
  onClick,
}: {
  name: string;
  following?: boolean;
  pending?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      type="button"
      variant={following ? 'outline' : 'default'}
      size="sm"
      // Following is the app's alone: a page without script cannot sign in and come back to it.
      data-requires-js=""
      aria-pressed={following}
      aria-label={following ? followMessages.unfollowLabel(name) : followMessages.followLabel(name)}
      disabled={pending}
      aria-busy={pending}
      onClick={onClick}
    >
      {following ? followMessages.following : followMessages.follow}
    </Button>
  );
}
