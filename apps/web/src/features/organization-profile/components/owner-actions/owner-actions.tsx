import type { MemberRole } from '@catalyst/shared';
import Pencil from 'lucide-react/icons/pencil';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DeleteOrganizationDialog } from './delete-organization-dialog';

/**
 * The controls of the organization's people on its profile: Edit and Team for editors and
 * owners, Delete for owners alone (the server refuses it to editors anyway).
 */
export function OwnerActions({ orgId, role }: { orgId: string; role: MemberRole }) {
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.organizationEditPath(orgId)}>
          <Pencil aria-hidden />
          Edit
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.organizationTeamPath(orgId)}>
          <Users aria-hidden />
          Team
        </Link>
      </Button>
      {role === 'owner' ? <DeleteOrganizationDialog orgId={orgId} /> : null}
    </>
  );
}
