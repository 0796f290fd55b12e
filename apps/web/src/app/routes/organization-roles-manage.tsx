import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth';
import { RolesManagePage } from '@/features/open-roles/pages';

/**
 * /organizations/:orgId/edit/roles: an organization's open roles, for its owners and editors.
 * A page of its own, loaded on demand: none of it weighs on the public pages.
 */
export function Component() {
  const orgId = useParams().orgId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.editOrganizations}>
      <RolesManagePage key={orgId} orgId={orgId} />
    </RequireAccess>
  );
}
