import type { AuditLogQuery } from '@catalyst/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

export type AuditLogFilters = Pick<AuditLogQuery, 'action' | 'actor' | 'targetId' | 'q'> & {
  page: number;
};

/** GET /api/admin/audit-log: who did what to which, and why; the newest first. */
const getAuditLog = (filters: AuditLogFilters, signal?: AbortSignal) =>
  apiRequest<ApiData<'/admin/audit-log', 'get'>>('/admin/audit-log', { query: filters, signal });

const auditLogQuery = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditLogFilters) => useQuery(auditLogQuery(filters));
