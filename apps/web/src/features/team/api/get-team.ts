import type { Team } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /api/organizations/{id}/members: the people and the open invitations. */
export const teamQuery = (organizationId: string) =>
  queryOptions({
    queryKey: teamKeys.team(organizationId),
    queryFn: ({ signal }) =>
      apiRequest<Team>(`/organizations/${encodeURIComponent(organizationId)}/members`, {
        signal,
      }),
  });

export const useTeam = (organizationId: string) => useQuery(teamQuery(organizationId));
