import {
  apiMessages,
  type Invitation,
  type Member,
  MEMBER_ROLES,
  type MemberRole,
  memberRoleLabels,
  teamMessages,
} from '@catalyst/shared';
import LogOut from 'lucide-react/icons/log-out';
import UserMinus from 'lucide-react/icons/user-minus';
import X from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageSection } from '@/components/page-section';
import { BackLinkHeader } from '@/components/back-link-header';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useMemberOrganization } from '@/features/organizations';
import type { FlashState } from '@/hooks/use-flash-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTeam } from '../api/get-team';
import { useChangeMemberRole, useRemoveMember, useRevokeInvitation } from '../api/team-changes';
import { InvitationsUnavailable, invitationsUnavailableReason } from './invitations-unavailable';
import { InviteForm } from './invite-form';
import { FormSelect } from '@/components/form/form-select';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

const failed = (error: unknown) => toast.error(apiErrorMessage(error, apiMessages.internal));

function MemberRoleControl({
  organizationId,
  member,
  editable,
}: {
  organizationId: string;
  member: Member;
  editable: boolean;
}) {
  const change = useChangeMemberRole(organizationId);
  if (!editable) return <Badge>{memberRoleLabels[member.role]}</Badge>;
  return (
    <FormSelect
      aria-label={`Role of ${member.name}`}
      className="w-32"
      value={member.role}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate(
          { userId: member.userId, role: event.target.value as MemberRole },
          { onSuccess: () => toast.success(teamMessages.roleChanged), onError: failed },
        )
      }
    >
      {MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {memberRoleLabels[role]}
        </option>
      ))}
    </FormSelect>
  );
}

function RemoveMemberButton({
  organizationId,
  member,
  isSelf,
}: {
  organizationId: string;
  member: Member;
  isSelf: boolean;
}) {
  const [open, setOpen] = useState(false);
  const removal = useRemoveMember(organizationId);
  const navigate = useNavigate();
  const label = isSelf ? 'Leave' : 'Remove';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={removal.isPending}
      trigger={
        <Button variant="outline" size="sm" aria-label={isSelf ? label : `Remove ${member.name}`}>
          {isSelf ? <LogOut aria-hidden /> : <UserMinus aria-hidden />}
          {label}
        </Button>
      }
      title={isSelf ? 'Leave this organization?' : `Remove ${member.name}?`}
      description={
        isSelf
          ? 'You will no longer be able to edit it. An owner can invite you again.'
          : 'Their access ends at once. You can invite them again later.'
      }
      confirmLabel={label}
      busyLabel={isSelf ? 'Leaving...' : 'Removing...'}
      onConfirm={() =>
        removal.mutate(member.userId, {
          onSuccess: () => {
            setOpen(false);
            if (isSelf) {
              const state: FlashState = { message: teamMessages.leftTeam, tone: 'success' };
              void navigate(paths.dashboardOrganizations, { state });
            } else {
              toast.success(teamMessages.memberRemoved);
            }
          },
          onError: (error) => {
            setOpen(false);
            failed(error);
          },
        })
      }
    />
  );
}

function MemberRow(props: {
  organizationId: string;
  member: Member;
  callerRole: MemberRole;
  isSelf: boolean;
}) {
  const { organizationId, member, callerRole, isSelf } = props;
  const isOwner = callerRole === 'owner';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">
          {member.name}
          {isSelf ? <span className="font-normal text-slate-600"> (you)</span> : null}
        </p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MemberRoleControl organizationId={organizationId} member={member} editable={isOwner} />
        {isOwner || isSelf ? (
          <RemoveMemberButton organizationId={organizationId} member={member} isSelf={isSelf} />
        ) : null}
      </div>
    </li>
  );
}

function InvitationRow(props: {
  organizationId: string;
  invitation: Invitation;
  canRevoke: boolean;
}) {
  const { organizationId, invitation, canRevoke } = props;
  const revoke = useRevokeInvitation(organizationId);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all text-slate-900">{invitation.email}</p>
        <p className="text-sm text-slate-600">
          {memberRoleLabels[invitation.role]} · expires{' '}
          {dateFormat.format(new Date(invitation.expiresAt))}
          {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ''}
        </p>
      </div>
      {canRevoke ? (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`Withdraw the invitation of ${invitation.email}`}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onSuccess: () => toast.success(teamMessages.invitationRevokedToast),
              onError: failed,
            })
          }
        >
          <X aria-hidden />
          Withdraw
        </Button>
      ) : null}
    </li>
  );
}

function TeamSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">Loading the team…</span>
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}

/**
 * /organizations/:orgId/edit/team: the organization's people with their roles, the open
 * invitations and, for owners, the invitation form (once the profile is published and while
 * it is not hidden); owners change roles and remove people, anyone may leave. The server
 * decides every one of these again.
 */
export function TeamPage({ orgId }: { orgId: string }) {
  const { user } = useAuth();
  // The caller's own view of the organization: its role, and whether it may invite now.
  const membership = useMemberOrganization(orgId);
  const role = membership === undefined ? undefined : (membership?.viewerRole ?? null);
  const team = useTeam(orgId);
  usePageTitle(membership ? `Team of ${membership.name}` : 'Team');

  if (role === null) {
    const state: FlashState = { message: teamMessages.membersOnly, tone: 'error' };
    return <Navigate to={paths.dashboardOrganizations} replace state={state} />;
  }

  const isOwner = role === 'owner';
  let body: ReactNode;
  if (team.isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">
          {apiErrorMessage(team.error, apiMessages.internal)}
        </AlertDescription>
      </Alert>
    );
  } else if (team.isPending || role === undefined) {
    body = <TeamSkeleton />;
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <PageSection title="People">
          <ul className="divide-y divide-slate-200">
            {team.data.members.map((member) => (
              <MemberRow
                key={member.userId}
                organizationId={orgId}
                member={member}
                callerRole={role}
                isSelf={member.userId === user?.id}
              />
            ))}
          </ul>
        </PageSection>
        <PageSection title="Pending invitations">
          {team.data.invitations.length === 0 ? (
            <p className="text-sm text-slate-600">No invitations are waiting for an answer.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {team.data.invitations.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  organizationId={orgId}
                  invitation={invitation}
                  canRevoke={isOwner}
                />
              ))}
            </ul>
          )}
        </PageSection>
        {isOwner ? (
          <PageSection title="Invite someone">
            {membership && invitationsUnavailableReason(membership) ? (
              <InvitationsUnavailable organization={membership} />
            ) : (
              <>
                <p className="mb-4 text-sm text-slate-600">
                  Editors edit the profile and its open roles. Owners also manage billing, the team
                  and can delete the organization. The link in the email works for 7 days.
                </p>
                <InviteForm organizationId={orgId} />
              </>
            )}
          </PageSection>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <BackLinkHeader
        back={{ to: paths.organizationEditPath(orgId), label: 'Back to the editor' }}
        title={`Team${membership ? ` of ${membership.name}` : ''}`}
      >
        The people who can edit this organization&apos;s profile.
      </BackLinkHeader>
      {body}
    </div>
  );
}
