import { apiMessages, websiteVerificationMessages as text } from '@catalyst/shared';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Globe from 'lucide-react/icons/globe';
import XCircle from 'lucide-react/icons/circle-x';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthHeading } from '@/features/auth';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useConfirmWebsiteEmail } from '../api/website-verification';

/**
 * The page an emailed website link opens. Confirming takes a click (a POST), never the visit
 * itself: mail scanners that open links must not confirm on the reader's behalf.
 */
export function ConfirmWebsiteEmail({ token }: { token: string }) {
  const confirmation = useConfirmWebsiteEmail();

  if (confirmation.isSuccess) {
    const confirmed = confirmation.data;
    return (
      <>
        <AuthHeading
          icon={<BadgeCheck className="size-7" aria-hidden />}
          tone="success"
          title="Website confirmed"
          description={text.confirmed(confirmed.domain)}
        />
        <Button asChild size="lg">
          <Link to={paths.organizationPath(confirmed.slug)}>
            See the profile of {confirmed.name}
          </Link>
        </Button>
      </>
    );
  }

  return (
    <>
      <AuthHeading
        icon={
          confirmation.isError ? (
            <XCircle className="size-7" aria-hidden />
          ) : (
            <Globe className="size-7" aria-hidden />
          )
        }
        tone={confirmation.isError ? 'danger' : 'brand'}
        title="Confirm the website"
        description="An organization on our directory asked to show your website as verified. Confirm only if it is yours to vouch for."
      />
      {confirmation.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">
            {apiErrorMessage(confirmation.error, apiMessages.internal)}
          </AlertDescription>
        </Alert>
      ) : null}
      <Button
        size="lg"
        disabled={confirmation.isPending || confirmation.isError}
        onClick={() => confirmation.mutate(token)}
      >
        {confirmation.isPending ? 'Confirming…' : 'Confirm the website'}
      </Button>
    </>
  );
}
