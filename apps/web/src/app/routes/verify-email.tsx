import { useSearchParams } from 'react-router';
import { AuthShell, returnPathFrom, VERIFY_EMAIL_RETURN_PARAM } from '@/features/auth';
import { VerifyEmailStatus } from '@/features/auth/pages';
import { VerifiedEmailNextSteps } from '@/features/team/pages';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * /verify-email?token&userId: public, never redirected; confirms the address once, then goes
 * on to the page the link names, if any.
 */
export function Component() {
  usePageTitle('Verify Email');
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const userId = search.get('userId') ?? undefined;
  const returnTo = returnPathFrom(search.get(VERIFY_EMAIL_RETURN_PARAM));
  return (
    <AuthShell>
      <VerifyEmailStatus
        token={token}
        userId={userId}
        returnTo={returnTo}
        nextSteps={<VerifiedEmailNextSteps />}
      />
    </AuthShell>
  );
}
