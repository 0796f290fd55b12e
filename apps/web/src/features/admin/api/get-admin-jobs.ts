import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/jobs: every scheduled job, what it does and when it last completed. */
const getAdminJobs = (signal?: AbortSignal) =>
  apiRequest<ApiData<'/admin/jobs', 'get'>>('/admin/jobs', { signal });

const adminJobsQuery = () =>
  queryOptions({
    queryKey: adminKeys.jobs(),
    queryFn: ({ signal }) => getAdminJobs(signal),
  });

export const useAdminJobs = () => useQuery(adminJobsQuery());
