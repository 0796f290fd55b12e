import {
  apiMessages,
  type InvitationPreview,
  memberRoleLabels,
  teamMessages,
} from '@catalyst/shared';
import MailCheck from 'lucide-react/icons/mail-check';
import type { ReactNode } from 'react';
import { useLocation, Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { AuthRedirectState } from '@/features/auth';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { useJoinTeam } from './use-join-team';

const closedMessages: Record<Exclude<InvitationPreview['status'], 'pending'>, string> = {
  expired: teamMessages.invitationExpired,
  revoked: teamMessages.invitationRevoked,
  accepted: teamMessages.invitationUsed,
};

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 sm:px-6 lg:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** What to do next: sign up or in (coming back here), verify, accept, or switch accounts. */
function NextStep({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { status, user, isVerified } = useAuth();
  const location = useLocation();
  const joinTeam = useJoinTeam();
  const acceptance = useAcceptInvitation(token);

  if (status === 'loading') return <Skeleton className="h-10 w-40" />;
  if (status !== 'signed-in' || !user) {
    // The sign-in pages come back here, with the invited address filled in.
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: '', hash: '' },
      email: invitation.email,
      message: `Sign up or sign in with ${invitation.email} to accept the invitation.`,
    };
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          To accept, sign up or sign in with {invitation.email}.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.signup} state={state}>
              Sign up
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.login} state={state}>
              Sign in
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">{teamMessages.invitationOtherAddress}</AlertDescription>
      </Alert>
    );
  }
  if (!isVerified) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          Verify your email address first, then open this invitation again.
        </p>
        <Button asChild className="self-start">
          <Link to={paths.verifyEmailRequired}>Verify your email</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {acceptance.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">
            {apiErrorMessage(acceptance.error, apiMessages.internal)}
          </AlertDescription>
        </Alert>
      ) : null}
      <Button
        className="self-start"
        disabled={acceptance.isPending}
        aria-busy={acceptance.isPending}
        onClick={() => joinTeam(acceptance.mutateAsync())}
      >
        <MailCheck aria-hidden />
        {acceptance.isPending ? 'Accepting...' : 'Accept invitation'}
      </Button>
    </div>
  );
}

/**
 * /invitations/:token, where an invitation's mail leads: the organization, the role and who
 * invited; a way to accept it for the person it was sent to, signing up or in first.
 */
export function InvitationPage({ token }: { token: string }) {
  const invitation = useInvitation(token);
  usePageTitle('Invitation');

  if (invitation.isPending) {
    return (
      <Frame>
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading the invitation…</span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </Frame>
    );
  }
  if (invitation.isError) {
    return (
      <Frame>
        <h1 className="text-2xl font-bold text-slate-900">Invitation</h1>
        <Alert variant="destructive" className="mt-4">
          <AlertDescription className="mt-0">
            {apiErrorMessage(invitation.error, teamMessages.invitationNotFound)}
          </AlertDescription>
        </Alert>
      </Frame>
    );
  }

  const preview = invitation.data;
  const role = memberRoleLabels[preview.role].toLowerCase();
  return (
    <Frame>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Invitation</p>
      <h1 className="mt-2 text-2xl font-bold text-balance text-slate-900">
        Join {preview.organization.name} as {role}
      </h1>
      <p className="mt-3 text-slate-600">
        {preview.invitedBy ?? 'An owner'} invited {preview.email} to help with this
        organization&apos;s profile on the directory.{' '}
        {preview.role === 'owner'
          ? 'Owners edit the profile and its open roles, manage billing and the team, and can delete it.'
          : 'Editors edit the profile and its open roles.'}
      </p>
      <div className="mt-6">
        {preview.status === 'pending' ? (
          <NextStep token={token} invitation={preview} />
        ) : (
          <Alert>
            <AlertDescription className="mt-0">{closedMessages[preview.status]}</AlertDescription>
          </Alert>
        )}
      </div>
    </Frame>
  );
}
