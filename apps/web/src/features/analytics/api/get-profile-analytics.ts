import type { AnalyticsPeriod } from '@catalyst/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, buildApiUrl, type ApiData } from '@/lib/api-client';

/** GET /api/organizations/{id}/analytics?days: the period's days, totals and the one before. */
const profileAnalyticsQuery = (organizationId: string, days: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['analytics', organizationId, days],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/organizations/{id}/analytics', 'get'>>(
        `/organizations/${encodeURIComponent(organizationId)}/analytics`,
        {
          query: { days },
          signal,
        },
      ),
  });

export const useProfileAnalyticsData = (organizationId: string, days: AnalyticsPeriod) =>
  useQuery(profileAnalyticsQuery(organizationId, days));

/** The same period as a CSV file, which the browser downloads with the session's cookie. */
export const analyticsCsvUrl = (organizationId: string, days: AnalyticsPeriod) =>
  buildApiUrl(`/organizations/${encodeURIComponent(organizationId)}/analytics.csv`, { days });
