import { paymentMessages } from '@catalyst/shared';
import { EyeOff } from 'lucide-react';
import { Link } from '@/components/router-link';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOrganization } from '../../api/get-organization';

const noticeText = {
  pending: 'Only you can see this profile until it is published.',
  lapsed:
    'Your subscription has ended, so only you can see this profile. Subscribe to publish it again.',
} as const;

/**
 * Tells the owner that visitors cannot see what they are looking at, and how to change that.
 * Renders nothing for a published organization. `orgRef` is the address it was loaded by.
 */
export function UnpublishedNotice({ orgRef }: { orgRef: string }) {
  const organization = useOrganization(orgRef).data;
  if (!organization || organization.publicationStatus === 'published') return null;
  return (
    <Alert role="note" className="mb-6 border-amber-200 bg-amber-50 text-amber-950">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" />
          <AlertDescription className="mt-0 text-sm">
            {noticeText[organization.publicationStatus]}
          </AlertDescription>
        </div>
        <Button asChild size="sm" className="self-start sm:self-auto">
          {/* The plan page only opens for an organization flagged as newly created. */}
          <Link to={paths.paymentSelectPath(organization.id)} state={{ newlyCreated: true }}>
            {paymentMessages.subscribeNow}
          </Link>
        </Button>
      </div>
    </Alert>
  );
}
