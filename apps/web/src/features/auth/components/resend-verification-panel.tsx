import { addressProofMessages, authMessages } from '@catalyst/shared';
import House from 'lucide-react/icons/house';
import MailCheck from 'lucide-react/icons/mail-check';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { AuthNotice } from './auth-notice';

function resendErrorMessage(error: unknown): string {
  const ours = error instanceof ApiError && error.code !== 'UNKNOWN';
  return ours && error.message ? error.message : authMessages.resendFailed;
}

/**
 * Resend states: idle, sending, sent (the button stays disabled) or error.
 * A server that answers `success: false` gets the product's fallback text. The new link goes
 * back to `returnTo` once verified, as the sign-up's own link would have.
 */
export function ResendVerificationPanel({ returnTo }: { returnTo?: string } = {}) {
  const resend = useResendVerification();
  const sent = resend.isSuccess && resend.data.success;
  // A link sent minutes ago still works: said as it is, not as a failure.
  const recentlySent =
    resend.isSuccess && resend.data.message === addressProofMessages.recentlySent;
  const refused = resend.isSuccess && !resend.data.success && !recentlySent;

  return (
    <div className="flex flex-col gap-4">
      {sent ? (
        <AuthNotice tone="success" title="Verification Email Sent">
          {authMessages.verificationSent}
        </AuthNotice>
      ) : null}
      {recentlySent ? (
        <AuthNotice tone="info">{addressProofMessages.recentlySent}</AuthNotice>
      ) : null}
      {refused ? <AuthNotice tone="error">{authMessages.resendFailed}</AuthNotice> : null}
      {resend.isError ? (
        <AuthNotice tone="error">{resendErrorMessage(resend.error)}</AuthNotice>
      ) : null}
      <Button
        size="lg"
        onClick={() => resend.mutate(returnTo)}
        disabled={resend.isPending || sent || recentlySent}
        aria-busy={resend.isPending}
      >
        <MailCheck aria-hidden />
        {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
      </Button>
      <Button asChild variant="outline" size="lg">
        <Link to={paths.home}>
          <House aria-hidden />
          Continue to Home
        </Link>
      </Button>
    </div>
  );
}
