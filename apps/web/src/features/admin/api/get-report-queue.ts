import type { ReportGroup } from '@catalyst/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, type AdminPage } from './query-keys';

/** GET /api/admin/reports: profiles with open reports, the newest report first. */
export const getReportQueue = (page: number, signal?: AbortSignal) =>
  apiRequest<AdminPage<ReportGroup>>('/admin/reports', { query: { page }, signal });

export const reportQueueQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(page),
    queryFn: ({ signal }) => getReportQueue(page, signal),
    placeholderData: keepPreviousData,
  });

export const useReportQueue = (page: number) => useQuery(reportQueueQuery(page));
