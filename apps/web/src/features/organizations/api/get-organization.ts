import type { Organization } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: ['organization', id],
    queryFn: ({ signal }) =>
      apiRequest<Organization>(`/organizations/${encodeURIComponent(id)}`, { signal }),
  });

export const useOrganization = (id: string) => useQuery(organizationQuery(id));
