import type { OpenRoleInput, OpenRoleUpdateInput } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { openRoleKeys } from './open-role-keys';

const rolesOf = (organizationId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/roles`;

/** POST /api/organizations/{id}/roles */
const createOpenRole = (organizationId: string, input: OpenRoleInput) =>
  apiRequest<ApiData<'/organizations/{id}/roles', 'post'>>(rolesOf(organizationId), {
    method: 'POST',
    body: input,
  });

/** PUT /api/organizations/{id}/roles/{roleId}: the fields, and `status` to close or reopen. */
const updateOpenRole = (organizationId: string, roleId: string, input: OpenRoleUpdateInput) =>
  apiRequest<ApiData<'/organizations/{id}/roles/{roleId}', 'put'>>(
    `${rolesOf(organizationId)}/${encodeURIComponent(roleId)}`,
    {
      method: 'PUT',
      body: input,
    },
  );

/** DELETE /api/organizations/{id}/roles/{roleId} */
const deleteOpenRole = (organizationId: string, roleId: string) =>
  apiRequest<ApiData<'/organizations/{id}/roles/{roleId}', 'delete'>>(
    `${rolesOf(organizationId)}/${encodeURIComponent(roleId)}`,
    {
      method: 'DELETE',
    },
  );

/**
 * Each change reloads every cached list and role (by id or slug alike), whatever its outcome:
 * the screens show what the server holds.
 */
function useRoleMutation<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: openRoleKeys.all }),
  });
}

export const useCreateOpenRole = (organizationId: string) =>
  useRoleMutation((input: OpenRoleInput) => createOpenRole(organizationId, input));

export const useUpdateOpenRole = (organizationId: string) =>
  useRoleMutation(({ roleId, input }: { roleId: string; input: OpenRoleUpdateInput }) =>
    updateOpenRole(organizationId, roleId, input),
  );

export const useDeleteOpenRole = (organizationId: string) =>
  useRoleMutation((roleId: string) => deleteOpenRole(organizationId, roleId));
