import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth';
import { TeamPage } from '@/features/team/pages';

/** /organizations/:orgId/edit/team: an organization's people, invitations and roles. */
export function Component() {
  const orgId = useParams().orgId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.editOrganizations}>
      <TeamPage key={orgId} orgId={orgId} />
    </RequireAccess>
  );
}
