import type { AdminGuestCode } from '@catalyst/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, type AdminPage } from './query-keys';

/** GET /api/admin/guest-codes: every code with its uses and redemptions (never the code). */
export const getGuestCodes = (page: number, signal?: AbortSignal) =>
  apiRequest<AdminPage<AdminGuestCode>>('/admin/guest-codes', { query: { page }, signal });

export const guestCodesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.guestCodes(page),
    queryFn: ({ signal }) => getGuestCodes(page, signal),
    placeholderData: keepPreviousData,
  });

export const useGuestCodes = (page: number) => useQuery(guestCodesQuery(page));
