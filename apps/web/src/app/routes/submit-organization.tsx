import { authMessages } from '@catalyst/shared';
import { RequireAccess } from '@/features/auth/require-access';
import { CreateOrganizationPage } from '@/features/organizations/components/organization-create/create-organization-page';

/** /submit-organization: verified, permanent users create an organization. */
export function Component() {
  return (
    <RequireAccess level="verified" message={authMessages.guard.createOrganizations}>
      <CreateOrganizationPage />
    </RequireAccess>
  );
}
