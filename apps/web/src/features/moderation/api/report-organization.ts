import type { ReportInput } from '@catalyst/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';

/** POST /api/organizations/{id}/reports: a visitor's report, for the moderators' queue. */
const reportOrganization = (organizationId: string, input: ReportInput) =>
  apiRequest<ApiData<'/organizations/{id}/reports', 'post'>>(
    `/organizations/${encodeURIComponent(organizationId)}/reports`,
    {
      method: 'POST',
      body: input,
    },
  );

export const useReportOrganization = (organizationId: string) =>
  useMutation({ mutationFn: (input: ReportInput) => reportOrganization(organizationId, input) });
