import { teamMessages } from '@catalyst/shared';
import MailCheck from 'lucide-react/icons/mail-check';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ContinueHomeButton, useAuth } from '@/features/auth';
import { useWaitingInvitations } from '../api/waiting-invitations';

/**
 * After verifying an address: someone who signed up through an invitation is pointed back to
 * it before going on.
 */
export function VerifiedEmailNextSteps() {
  const { isVerified } = useAuth();
  const waitingCount = useWaitingInvitations({ enabled: isVerified }).data?.length ?? 0;
  return (
    <>
      {waitingCount > 0 ? (
        <>
          <p className="text-center text-sm text-slate-700">
            {teamMessages.waitingAfterVerification(waitingCount)}
          </p>
          <Button asChild size="lg">
            <Link to={paths.dashboardOrganizations}>
              <MailCheck aria-hidden />
              {teamMessages.seeInvitations}
            </Link>
          </Button>
        </>
      ) : null}
      <ContinueHomeButton variant={waitingCount > 0 ? 'outline' : 'default'} />
    </>
  );
}
