import type { InvitationInput, MemberRole } from '@catalyst/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const base = (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}`;

/** POST /api/organizations/{id}/invitations: the link goes to the address by mail. */
export const sendInvitation = (organizationId: string, input: InvitationInput) =>
  apiRequest<{ id: string }>(`${base(organizationId)}/invitations`, {
    method: 'POST',
    body: input,
  });

/** DELETE /api/organizations/{id}/invitations/{invitationId} */
export const revokeInvitation = (organizationId: string, invitationId: string) =>
  apiRequest<{ revoked: true }>(
    `${base(organizationId)}/invitations/${encodeURIComponent(invitationId)}`,
    { method: 'DELETE' },
  );

/** PUT /api/organizations/{id}/members/{userId} */
export const changeMemberRole = (organizationId: string, userId: string, role: MemberRole) =>
  apiRequest<{ userId: string; role: MemberRole }>(
    `${base(organizationId)}/members/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { role } },
  );

/** DELETE /api/organizations/{id}/members/{userId}: removing someone, or leaving. */
export const removeMember = (organizationId: string, userId: string) =>
  apiRequest<{ removed: true }>(`${base(organizationId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

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
