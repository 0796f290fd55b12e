import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth';
import { WebsiteVerificationPage } from '@/features/website-verification/pages';

/** /organizations/:orgId/edit/website: an owner verifies the organization's website. */
export function Component() {
  const orgId = useParams().orgId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.editOrganizations}>
      <WebsiteVerificationPage key={orgId} orgId={orgId} />
    </RequireAccess>
  );
}
