import { teamMessages } from '@catalyst/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';

/**
 * Accepting an invitation, as both of its buttons do: the acceptance is awaited (a callback of
 * mutate would be dropped if the button unmounts first); a refusal stays where it is shown,
 * and success welcomes the person and opens the organization's editor.
 */
export function useJoinTeam() {
  const navigate = useNavigate();
  return async (accepting: Promise<{ organizationId: string }>) => {
    const accepted = await accepting.catch(() => undefined);
    if (!accepted) return;
    toast.success(teamMessages.invitationAccepted);
    void navigate(paths.organizationEditPath(accepted.organizationId));
  };
}
