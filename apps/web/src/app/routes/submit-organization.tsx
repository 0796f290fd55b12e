import { authMessages } from '@catalyst/shared';
import { RequireAccess } from '@/features/auth';
import { CreateOrganizationPage } from '@/features/organizations/pages';

/** /submit-organization: verified, permanent users create an organization. */
export function Component() {
  return (
    <RequireAccess level="verified" message={authMessages.guard.createOrganizations}>
      <CreateOrganizationPage />
    </RequireAccess>
  );
}
