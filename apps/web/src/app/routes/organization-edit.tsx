import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth';
import { OrganizationEditor } from '@/features/organization-editor/pages';

/** /organizations/:orgId/edit: the owner completes or edits an organization's profile. */
export function Component() {
  // The route only matches with a non-empty id.
  const orgId = useParams().orgId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.editOrganizations}>
      <OrganizationEditor key={orgId} orgId={orgId} />
    </RequireAccess>
  );
}
