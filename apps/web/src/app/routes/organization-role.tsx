import { useParams } from 'react-router';
import { openRoleQuery, RolePage } from '@/features/open-roles/pages';
import { organizationQuery } from '@/features/organizations';
import { countriesQuery } from '@/features/taxonomy';
import type { PageHandle } from '../route-data';

/** Rendered on the server with its data, like the profile: crawlers read the whole role. */
export const handle: PageHandle = {
  prefetch: async ({ queryClient, params }) => {
    const orgRef = params['orgId'] ?? '';
    const roleId = params['roleId'] ?? '';
    await Promise.all([
      queryClient.prefetchQuery(organizationQuery(orgRef)),
      queryClient.prefetchQuery(openRoleQuery(orgRef, roleId)),
      queryClient.prefetchQuery(countriesQuery),
    ]);
  },
};

/** /organizations/:orgId/roles/:roleId */
export function Component() {
  const { orgId = '', roleId = '' } = useParams();
  return <RolePage key={`${orgId}/${roleId}`} orgRef={orgId} roleId={roleId} />;
}
