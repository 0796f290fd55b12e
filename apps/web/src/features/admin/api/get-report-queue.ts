import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/reports: profiles with open reports, the newest report first. */
const getReportQueue = (page: number, signal?: AbortSignal) =>
  apiRequest<ApiData<'/admin/reports', 'get'>>('/admin/reports', { query: { page }, signal });

const reportQueueQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.reports(page),
    queryFn: ({ signal }) => getReportQueue(page, signal),
    placeholderData: keepPreviousData,
  });

export const useReportQueue = (page: number) => useQuery(reportQueueQuery(page));
