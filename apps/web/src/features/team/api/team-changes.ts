import type { InvitationInput, MemberRole } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const base = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}`;

/** POST /api/organizations/{id}/invitations: the link goes to the address by mail. */
const sendInvitation = (organizationId: string, input: InvitationInput) =>
  apiRequest<ApiData<'/organizations/{id}/invitations', 'post'>>(
    `${base(organizationId)}/invitations`,
    {
      method: 'POST',
      body: input,
    },
  );

/** DELETE /api/organizations/{id}/invitations/{invitationId} */
const revokeInvitation = (organizationId: string, invitationId: string) =>
  apiRequest<ApiData<'/organizations/{id}/invitations/{invitationId}', 'delete'>>(
    `${base(organizationId)}/invitations/${encodeURIComponent(invitationId)}`,
    { method: 'DELETE' },
  );

/** PUT /api/organizations/{id}/members/{userId} */
const changeMemberRole = (organizationId: string, userId: string, role: MemberRole) =>
  apiRequest<ApiData<'/organizations/{id}/members/{userId}', 'put'>>(
    `${base(organizationId)}/members/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { role } },
  );

/** DELETE /api/organizations/{id}/members/{userId}: removing someone, or leaving. */
const removeMember = (organizationId: string, userId: string) =>
  apiRequest<ApiData<'/organizations/{id}/members/{userId}', 'delete'>>(
    `${base(organizationId)}/members/${encodeURIComponent(userId)}`,
    {
      method: 'DELETE',
    },
  );

/** Each change reloads the team, whatever its outcome: the list shows what the server holds. */
function useTeamMutation<Input, Output>(
  organizationId: string,
  change: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(organizationId) }),
  });
}

export const useSendInvitation = (organizationId: string) =>
  useTeamMutation(organizationId, (input: InvitationInput) =>
    sendInvitation(organizationId, input),
  );

export const useRevokeInvitation = (organizationId: string) =>
  useTeamMutation(organizationId, (invitationId: string) =>
    revokeInvitation(organizationId, invitationId),
  );

export const useChangeMemberRole = (organizationId: string) =>
  useTeamMutation(organizationId, ({ userId, role }: { userId: string; role: MemberRole }) =>
    changeMemberRole(organizationId, userId, role),
  );

export const useRemoveMember = (organizationId: string) =>
  useTeamMutation(organizationId, (userId: string) => removeMember(organizationId, userId));
