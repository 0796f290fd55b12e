import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth/require-access';
import { TeamPage } from '@/features/team/components/team-page';

/** /organizations/:orgId/edit/team: an organization's people, invitations and roles. */
export function Component() {
  const orgId = useParams().orgId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.editOrganizations}>
      <TeamPage key={orgId} orgId={orgId} />
    </RequireAccess>
  );
}
