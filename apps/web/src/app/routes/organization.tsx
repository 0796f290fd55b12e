import { messages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { useOrganization } from '@/features/organizations/api/get-organization';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile/organization-profile';
import { ProfileError } from '@/features/organizations/components/organization-profile/profile-error';
import { UnpublishedNotice } from '@/features/organizations/components/organization-profile/unpublished-notice';
import { useProfileAddress } from '@/features/organizations/components/organization-profile/use-profile-address';
import { OwnerActions } from '@/features/organizations/components/owner-actions/owner-actions';
import { useOwnsOrganization } from '@/features/organizations/components/owner-actions/use-owns-organization';
import { prefetchProfile } from '@/features/organizations/prefetch-profile';
import type { PageHandle } from '../route-data';

export const handle: PageHandle = { prefetch: prefetchProfile };

/** `orgRef` is what the address holds: the slug, or an id or old slug to be replaced. */
function OrganizationPage({ orgRef }: { orgRef: string }) {
  const organization = useOrganization(orgRef).data;
  useProfileAddress(orgRef, organization);
  const ownsIt = useOwnsOrganization(orgRef);
  // The owner's actions work on the id, whichever address the profile was reached by.
  const ownedId = ownsIt ? organization?.id : undefined;
  return (
    <OrganizationProfile
      orgId={orgRef}
      ownerActions={ownedId ? <OwnerActions orgId={ownedId} /> : undefined}
      ownerNotice={ownedId ? <UnpublishedNotice orgRef={orgRef} /> : undefined}
    />
  );
}

/**
 * /organizations/:orgId: an organization's public profile, with Edit and Delete for its owner,
 * who is also told when visitors cannot see it yet.
 */
export function Component() {
  const { orgId } = useParams();
  if (!orgId?.trim()) return <ProfileError message={messages.organization.missingId} />;
  return <OrganizationPage key={orgId} orgRef={orgId} />;
}
