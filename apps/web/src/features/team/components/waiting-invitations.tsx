import {
  apiMessages,
  memberRoleLabels,
  teamMessages,
  type WaitingInvitation,
} from '@catalyst/shared';
import MailCheck from 'lucide-react/icons/mail-check';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { DashboardCard } from '@/components/dashboard-card';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ProfileNameLink } from '@/features/organizations';
import { useAcceptWaitingInvitation, useWaitingInvitations } from '../api/waiting-invitations';
import { useJoinTeam } from './use-join-team';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

function WaitingInvitationRow({ invitation }: { invitation: WaitingInvitation }) {
  const joinTeam = useJoinTeam();
  const acceptance = useAcceptWaitingInvitation();
  const { organization } = invitation;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <ProfileNameLink name={organization.name} slug={organization.slug} />
        <p className="text-sm text-slate-600">
          {memberRoleLabels[invitation.role]} · expires{' '}
          {dateFormat.format(new Date(invitation.expiresAt))}
          {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ''}
        </p>
        {acceptance.isError ? (
          <Alert variant="destructive" className="mt-2">
            <AlertDescription className="mt-0">
              {apiErrorMessage(acceptance.error, apiMessages.internal)}
            </AlertDescription>
          </Alert>
        ) : null}
      </div>
      <Button
        size="sm"
        className="self-start sm:self-center"
        disabled={acceptance.isPending}
        aria-busy={acceptance.isPending}
        aria-label={`Accept the invitation to ${organization.name}`}
        onClick={() => joinTeam(acceptance.mutateAsync(invitation.id))}
      >
        <MailCheck aria-hidden />
        {acceptance.isPending ? 'Accepting...' : 'Accept'}
      </Button>
    </li>
  );
}

/**
 * The invitations sent to the signed-in person's verified address, to accept here: someone
 * who signed up through an invitation's link finds it again after verifying. Nothing at all
 * while there are none (or they could not be read: the link in the mail still works).
 */
export function WaitingInvitations() {
  const { isVerified } = useAuth();
  const waiting = useWaitingInvitations({ enabled: isVerified });
  if (!waiting.isSuccess || waiting.data.length === 0) return null;
  return (
    <DashboardCard
      id="waiting-invitations"
      title={teamMessages.waitingTitle}
      description={teamMessages.waitingDescription}
    >
      <ul className="divide-y divide-slate-200">
        {waiting.data.map((invitation) => (
          <WaitingInvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </DashboardCard>
  );
}
