import type { MilestoneInput } from '@catalyst/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cachedCopiesOf } from '@/features/organizations';
import { apiRequest, type ApiData } from '@/lib/api-client';

const milestonesOf = (organizationId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/milestones`;
const milestoneAt = (organizationId: string, milestoneId: string) =>
  `${milestonesOf(organizationId)}/${encodeURIComponent(milestoneId)}`;

/** GET /api/organizations/{id}/milestones: the timeline, newest first (a preview for its people). */
const milestonesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['milestones', organizationId],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/organizations/{id}/milestones', 'get'>>(milestonesOf(organizationId), {
        signal,
      }),
  });

export const useMilestones = (organizationId: string) => useQuery(milestonesQuery(organizationId));

/** POST /api/organizations/{id}/milestones */
const createMilestone = (organizationId: string, input: MilestoneInput) =>
  apiRequest<ApiData<'/organizations/{id}/milestones', 'post'>>(milestonesOf(organizationId), {
    method: 'POST',
    body: input,
  });

/** PUT /api/organizations/{id}/milestones/{milestoneId}: the whole milestone. */
const updateMilestone = (organizationId: string, milestoneId: string, input: MilestoneInput) =>
  apiRequest<ApiData<'/organizations/{id}/milestones/{milestoneId}', 'put'>>(
    milestoneAt(organizationId, milestoneId),
    { method: 'PUT', body: input },
  );

/** DELETE /api/organizations/{id}/milestones/{milestoneId} */
const deleteMilestone = (organizationId: string, milestoneId: string) =>
  apiRequest<ApiData<'/organizations/{id}/milestones/{milestoneId}', 'delete'>>(
    milestoneAt(organizationId, milestoneId),
    { method: 'DELETE' },
  );

/** PUT /api/organizations/{id}/milestones/order: every milestone once; decides within a date. */
const reorderMilestones = (organizationId: string, ids: string[]) =>
  apiRequest<ApiData<'/organizations/{id}/milestones/order', 'put'>>(
    `${milestonesOf(organizationId)}/order`,
    {
      method: 'PUT',
      body: { ids },
    },
  );

/**
 * Each change reloads the timeline and every cached copy of the profile that shows it,
 * whatever its outcome: the screens show what the server holds.
 */
function useMilestoneMutation<Input, Output>(
  organizationId: string,
  change: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: milestonesQuery(organizationId).queryKey }),
        queryClient.invalidateQueries(cachedCopiesOf(organizationId)),
      ]),
  });
}

export const useCreateMilestone = (organizationId: string) =>
  useMilestoneMutation(organizationId, (input: MilestoneInput) =>
    createMilestone(organizationId, input),
  );

export const useUpdateMilestone = (organizationId: string) =>
  useMilestoneMutation(
    organizationId,
    ({ milestoneId, input }: { milestoneId: string; input: MilestoneInput }) =>
      updateMilestone(organizationId, milestoneId, input),
  );

export const useDeleteMilestone = (organizationId: string) =>
  useMilestoneMutation(organizationId, (milestoneId: string) =>
    deleteMilestone(organizationId, milestoneId),
  );

export const useReorderMilestones = (organizationId: string) =>
  useMilestoneMutation(organizationId, (ids: string[]) => reorderMilestones(organizationId, ids));
