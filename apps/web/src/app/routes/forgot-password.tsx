import KeyRound from 'lucide-react/icons/key-round';
import { useLocation } from 'react-router';
import { AuthHeading, AuthShell, readAuthRedirectState } from '@/features/auth';
import { ForgotPasswordForm } from '@/features/auth/pages';
import { usePageTitle } from '@/hooks/use-page-title';

/** /forgot-password: request a reset link by email. */
export function Component() {
  usePageTitle('Reset Password');
  const location = useLocation();
  const { email } = readAuthRedirectState(location.state);
  return (
    <AuthShell>
      <AuthHeading
        icon={<KeyRound className="size-7" aria-hidden />}
        title="Reset your password"
        description="Enter the email address of your account and we'll send you a link to choose a new password."
      />
      <ForgotPasswordForm initialEmail={email ?? ''} />
    </AuthShell>
  );
}
