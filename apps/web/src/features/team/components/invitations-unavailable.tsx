import { paymentMessages, teamMessages, type MemberOrganization } from '@catalyst/shared';
import CreditCard from 'lucide-react/icons/credit-card';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { OrganizationEditState } from '@/features/organizations';

/**
 * Why this organization cannot invite anyone now, or null when it can: invitations go out
 * only from a published profile that moderators have not hidden. The server decides again.
 */
export function invitationsUnavailableReason(organization: MemberOrganization): string | null {
  if (organization.moderation) return teamMessages.invitationsWhileHidden;
  if (organization.publicationStatus !== 'published') {
    return teamMessages.invitationsNeedPublishedProfile;
  }
  return null;
}

/** In place of the invitation form: why it is not there, and the way to a plan when unpaid. */
export function InvitationsUnavailable({ organization }: { organization: MemberOrganization }) {
  const reason = invitationsUnavailableReason(organization);
  // The plan page is opened with the newly-created flag (docs/product/billing.md#paying).
  const state: OrganizationEditState = { newlyCreated: true };
  return (
    <Alert>
      <AlertDescription className="mt-0 flex flex-col items-start gap-3">
        <p>{reason}</p>
        {organization.moderation ? null : (
          <Button asChild size="sm">
            <Link to={paths.paymentSelectPath(organization.id)} state={state}>
              <CreditCard aria-hidden />
              {paymentMessages.subscribeNow}
            </Link>
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
