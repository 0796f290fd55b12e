import { authMessages } from '@catalyst/shared';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import ArrowRight from 'lucide-react/icons/arrow-right';
import House from 'lucide-react/icons/house';
import Loader2 from 'lucide-react/icons/loader-circle';
import MailCheck from 'lucide-react/icons/mail-check';
import XCircle from 'lucide-react/icons/circle-x';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { proofRequiredBy, useVerifyEmail } from '../api/verify-email';
import { useAuth } from '../auth-context';
import { AuthHeading } from './auth-shell';
import { AddressProofForm } from './address-proof-form';
import { AuthNotice } from './auth-notice';
import { ContinueHomeButton } from './continue-home-button';

/**
 * The server's message, else its fallback; a call that failed without an
 * answer of ours (network, a proxy's error page) has its own text.
 */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'UNKNOWN') {
    return error.message || authMessages.verifyFailed;
  }
  return authMessages.verifyThrown;
}

function VerificationFailed({ message }: { message: string }) {
  return (
    <>
      <AuthHeading
        icon={<XCircle className="size-7" aria-hidden />}
        tone="danger"
        title="Verification Failed"
      />
      <AuthNotice tone="error">{message}</AuthNotice>
      <div className="flex flex-col gap-3">
        <Button asChild size="lg">
          <Link to={paths.verifyEmailRequired}>
            <MailCheck aria-hidden />
            Request New Verification Email
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home}>
            <House aria-hidden />
            Go to Home
          </Link>
        </Button>
      </div>
    </>
  );
}

/**
 * The page an emailed verification link opens: loading, then success or error. Without both
 * token and userId it fails at once and asks nothing of the server. Once the account is
 * verified and signed in here, a link that names a page to return to (`returnTo`, the page
 * they signed up from) offers the way back to it first: the page the person chose (a profile
 * they wanted to follow, an invitation to accept) finishes what they started there.
 */
export function VerifyEmailStatus({
  token,
  userId,
  returnTo = paths.home,
  nextSteps = <ContinueHomeButton />,
}: {
  token?: string;
  userId?: string;
  /** A path of this site to go on to once verified; home when the link names none. */
  returnTo?: string;
  /** What the verified person may do next; the page adds what other features know of them. */
  nextSteps?: ReactNode;
}) {
  const complete = Boolean(token && userId);
  const verification = useVerifyEmail(token ?? '', userId ?? '', { enabled: complete });
  const { user, isVerified, refresh } = useAuth();
  // A link opened a second time is spent, but its owner, signed in here, is verified.
  const alreadyVerified = Boolean(user && user.id === userId && isVerified);
  // Followed in a browser not signed in to the account, the link needs its password too.
  const [provenHere, setProvenHere] = useState(false);
  const proofRequired = proofRequiredBy(verification.error);
  const verified = provenHere || (verification.isSuccess && verification.data.success);

  // The session's emailVerified flag changed on the server: re-read it.
  useEffect(() => {
    if (verified) void refresh();
  }, [verified, refresh]);

  if (!complete) return <VerificationFailed message={authMessages.missingVerificationInfo} />;

  if (verification.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 text-center">
        <div className="mb-2 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Loader2 className="size-7 animate-spin" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Verifying Email
        </h1>
        <p className="text-sm text-slate-600">Please wait while we confirm your email address.</p>
      </div>
    );
  }

  if (proofRequired && !verified && !alreadyVerified) {
    return (
      <>
        <AuthHeading
          icon={<MailCheck className="size-7" aria-hidden />}
          title="Verify Your Email"
        />
        <AddressProofForm
          token={token ?? ''}
          userId={userId ?? ''}
          required={proofRequired}
          onVerified={() => setProvenHere(true)}
        />
      </>
    );
  }

  if (!verified && !alreadyVerified) {
    const message = verification.isError
      ? failureMessage(verification.error)
      : verification.data?.message || authMessages.verifyFailed;
    return <VerificationFailed message={message} />;
  }

  // Offered once the session, read again, says this account is verified: the page it leads
  // back to may ask for a verified account.
  const returnHere = alreadyVerified && returnTo !== paths.home;

  return (
    <>
      <AuthHeading
        icon={<CheckCircle2 className="size-7" aria-hidden />}
        tone="success"
        title="Email Verified"
      />
      <AuthNotice tone="success" title="Success!">
        {authMessages.emailVerified}
      </AuthNotice>
      {returnHere ? (
        <Button asChild size="lg">
          <Link to={returnTo} replace>
            {authMessages.continueWhereYouLeftOff}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      ) : null}
      {nextSteps}
    </>
  );
}
