import type { ActionReasonInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/**
 * POST /api/admin/jobs/{name}/run: the job is queued to run once now, besides its schedule;
 * the reason goes into the audit log.
 */
const runAdminJob = (name: string, input: ActionReasonInput) =>
  apiRequest<ApiData<'/admin/jobs/{name}/run', 'post'>>(
    `/admin/jobs/${encodeURIComponent(name)}/run`,
    { method: 'POST', body: input },
  );

export function useRunAdminJob(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionReasonInput) => runAdminJob(name, input),
    // The run joins the audit log, and a refusal (no such job) means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
