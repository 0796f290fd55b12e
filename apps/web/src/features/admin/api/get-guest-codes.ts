import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/guest-codes: every code with its uses and redemptions (never the code). */
const getGuestCodes = (page: number, signal?: AbortSignal) =>
  apiRequest<ApiData<'/admin/guest-codes', 'get'>>('/admin/guest-codes', {
    query: { page },
    signal,
  });

const guestCodesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.guestCodes(page),
    queryFn: ({ signal }) => getGuestCodes(page, signal),
    placeholderData: keepPreviousData,
  });

export const useGuestCodes = (page: number) => useQuery(guestCodesQuery(page));
