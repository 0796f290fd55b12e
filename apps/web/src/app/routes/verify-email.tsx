import { useSearchParams } from 'react-router';
import { AuthShell } from '@/features/auth';
import { VerifyEmailStatus } from '@/features/auth/pages';
import { VerifiedEmailNextSteps } from '@/features/team/pages';
import { usePageTitle } from '@/hooks/use-page-title';

/** /verify-email?token&userId: public, never redirected; confirms the address once. */
export function Component() {
  usePageTitle('Verify Email');
  const [search] = useSearchParams();
  const token = search.get('token') ?? undefined;
  const userId = search.get('userId') ?? undefined;
  return (
    <AuthShell>
      <VerifyEmailStatus token={token} userId={userId} nextSteps={<VerifiedEmailNextSteps />} />
    </AuthShell>
  );
}
