import KeyRound from 'lucide-react/icons/key-round';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useSearchParams, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthHeading, AuthShell } from '@/features/auth';
import { ResetPasswordForm } from '@/features/auth/pages';
import { usePageTitle } from '@/hooks/use-page-title';

/** /reset-password?token=: the page the reset email links to. */
export function Component() {
  usePageTitle('Reset Password');
  const [search] = useSearchParams();
  const token = search.get('token')?.trim();

  if (!token) {
    return (
      <AuthShell>
        <AuthHeading
          icon={<TriangleAlert className="size-7" aria-hidden />}
          tone="danger"
          title="Reset link incomplete"
          description="This password reset link is missing its code. Please use the link from your email exactly as sent, or request a new one."
        />
        <Button asChild size="lg">
          <Link to={paths.forgotPassword}>Request a new reset link</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <AuthHeading
        icon={<KeyRound className="size-7" aria-hidden />}
        title="Choose a new password"
        description="Pick a password you don't use anywhere else."
      />
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}
