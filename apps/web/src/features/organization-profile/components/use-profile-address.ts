import type { OrganizationProfile } from '@catalyst/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { organizationQuery } from '@/features/organizations';

/**
 * Keeps a profile at its one address, `/organizations/{slug}`. Reached inside the app by its
 * id or by a slug it had before (the server redirects only page loads), the address is
 * replaced with the current one, query and fragment kept; the organization already loaded is
 * handed to the new address, so nothing loads twice.
 */
export function useProfileAddress(
  ref: string,
  organization: OrganizationProfile | undefined,
): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search, hash, state } = useLocation();
  useEffect(() => {
    if (!organization || organization.slug === ref) return;
    queryClient.setQueryData(organizationQuery(organization.slug).queryKey, organization);
    void navigate(
      { pathname: paths.organizationPath(organization.slug), search, hash },
      { replace: true, state },
    );
  }, [organization, ref, search, hash, state, navigate, queryClient]);
}
