import { apiMessages, followMessages } from '@catalyst/shared';
import { useCallback } from 'react';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/notify';
import { useFollowOrganization } from '../api/follow-organization';
import { useUnfollowOrganization } from '../api/unfollow-organization';

interface NamedOrganization {
  id: string;
  name: string;
}

// The server's own words: not public, at the limit, too many changes this hour.
const failed = (error: unknown) => toast.error(apiErrorMessage(error, apiMessages.internal));

/** Follows `organization`, and says so in a toast, or why not. */
export function useFollow({ id, name }: NamedOrganization) {
  const { mutate, isPending } = useFollowOrganization();
  const start = useCallback(
    () =>
      mutate(id, {
        onSuccess: () => toast.success(followMessages.followed(name)),
        onError: failed,
      }),
    [mutate, id, name],
  );
  return { start, pending: isPending };
}

/** Stops following `organization`, and says so in a toast, or why not. */
export function useUnfollow({ id, name }: NamedOrganization) {
  const { mutate, isPending } = useUnfollowOrganization();
  const start = useCallback(
    () =>
      mutate(id, {
        onSuccess: () => toast.success(followMessages.unfollowed(name)),
        onError: failed,
      }),
    [mutate, id, name],
  );
  return { start, pending: isPending };
}
