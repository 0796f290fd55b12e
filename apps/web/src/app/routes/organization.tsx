import { messages } from '@catalyst/shared';
import { useParams } from 'react-router';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile/organization-profile';
import { ProfileError } from '@/features/organizations/components/organization-profile/profile-error';

/** /organizations/:orgId: an organization's public profile. */
export function Component() {
  const { orgId } = useParams();
  if (!orgId?.trim()) return <ProfileError message={messages.organization.missingId} />;
  // Owner-only Edit and Delete arrive with the owner features, through `ownerActions`.
  return <OrganizationProfile key={orgId} orgId={orgId} />;
}
