import { messages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile/organization-profile';
import { ProfileError } from '@/features/organizations/components/organization-profile/profile-error';
import { UnpublishedNotice } from '@/features/organizations/components/organization-profile/unpublished-notice';
import { OwnerActions } from '@/features/organizations/components/owner-actions/owner-actions';
import { useOwnsOrganization } from '@/features/organizations/components/owner-actions/use-owns-organization';

function OrganizationPage({ orgId }: { orgId: string }) {
  const ownsIt = useOwnsOrganization(orgId);
  return (
    <OrganizationProfile
      orgId={orgId}
      ownerActions={ownsIt ? <OwnerActions orgId={orgId} /> : undefined}
      ownerNotice={ownsIt ? <UnpublishedNotice orgId={orgId} /> : undefined}
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
  return <OrganizationPage key={orgId} orgId={orgId} />;
}
