import { authMessages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { RequireAccess } from '@/features/auth';
import { AnalyticsPage } from '@/features/analytics/pages';

/** /organizations/:orgId/analytics: an organization's visits, for its owners and editors. */
export function Component() {
  // The route only matches with a non-empty id.
  const orgId = useParams().orgId ?? '';
  return (
    <RequireAccess level="verified" message={authMessages.guard.editOrganizations}>
      <AnalyticsPage key={orgId} orgId={orgId} />
    </RequireAccess>
  );
}
