import { authMessages } from '@catalyst/shared';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import MailWarning from 'lucide-react/icons/mail-exclamation-point';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  AuthHeading,
  AuthShell,
  readAuthRedirectState,
  RequireAccess,
  returnPath,
  useAuth,
} from '@/features/auth';
import { ResendVerificationPanel } from '@/features/auth/pages';
import { usePageTitle } from '@/hooks/use-page-title';

const TITLE = 'Email Verification Required';

function VerifyEmailRequired() {
  const { user, isVerified } = useAuth();
  // Sent here on the way to a page that needs a verified account: once it is, go on there.
  const returnTo = returnPath(readAuthRedirectState(useLocation().state));

  if (isVerified && returnTo !== paths.home) return <Navigate to={returnTo} replace />;
  if (isVerified) {
    return (
      <AuthShell>
        <AuthHeading
          icon={<CheckCircle2 className="size-7" aria-hidden />}
          tone="success"
          title="Your email is verified"
          description={authMessages.emailVerified}
        />
        <Button asChild size="lg">
          <Link to={paths.home}>Continue to Home</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <AuthHeading
        icon={<MailWarning className="size-7" aria-hidden />}
        title={TITLE}
        description={
          <>
            We sent a verification link to{' '}
            <strong className="font-semibold break-all text-slate-900">{user?.email}</strong>.
            Please click the link in that email to verify your address and unlock all features.
          </>
        }
      />
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
        Can&apos;t find it? Check your spam or junk folder, or send yourself a new link below.
      </p>
      <ResendVerificationPanel returnTo={returnTo === paths.home ? undefined : returnTo} />
      <p className="text-center text-sm text-slate-600">
        Still having trouble?{' '}
        <Link
          to={paths.contact}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Contact us
        </Link>
      </p>
    </AuthShell>
  );
}

/** /verify-email-required: signed-in, permanent users; never redirected for verification. */
export function Component() {
  usePageTitle(TITLE);
  return (
    <RequireAccess level="permanent" message={authMessages.guard.signIn}>
      <VerifyEmailRequired />
    </RequireAccess>
  );
}
