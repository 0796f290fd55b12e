import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /api/organizations/{id}/members: the people and the open invitations. */
const teamQuery = (organizationId: string) =>
  queryOptions({
    queryKey: teamKeys.team(organizationId),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/organizations/{id}/members', 'get'>>(
        `/organizations/${encodeURIComponent(organizationId)}/members`,
        {
          signal,
        },
      ),
  });

export const useTeam = (organizationId: string) => useQuery(teamQuery(organizationId));
