import { organizationMessages } from '@catalyst/shared';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { ReportProfileButton } from '@/features/moderation/components/report-profile-button';
import { useOrganization } from '@/features/organizations/api/get-organization';
import { OrganizationProfile } from '@/features/organizations/components/organization-profile/organization-profile';
import { ProfileError } from '@/features/organizations/components/organization-profile/profile-error';
import { useProfileAddress } from '@/features/organizations/components/organization-profile/use-profile-address';
import { useMemberOrganization } from '@/features/organizations/components/owner-actions/use-member-organization';
import { prefetchProfile } from '@/features/organizations/prefetch-profile';
import type { PageHandle } from '../route-data';

export const handle: PageHandle = { prefetch: prefetchProfile };

// Only an owner sees these, and most visitors are not: their code (a dialog among it) loads
// when an owner opens their own profile, not on every visit.
const OwnerActions = lazy(async () => ({
  default: (await import('@/features/organizations/components/owner-actions/owner-actions'))
    .OwnerActions,
}));
const UnpublishedNotice = lazy(async () => ({
  default: (
    await import('@/features/organizations/components/organization-profile/unpublished-notice')
  ).UnpublishedNotice,
}));
const HiddenNotice = lazy(async () => ({
  default: (await import('@/features/moderation/components/hidden-notice')).HiddenNotice,
}));

/** `orgRef` is what the address holds: the slug, or an id or old slug to be replaced. */
function OrganizationPage({ orgRef }: { orgRef: string }) {
  const organization = useOrganization(orgRef).data;
  useProfileAddress(orgRef, organization);
  // The profile is the same for everyone; its people's own record says who they are to it.
  const membership = useMemberOrganization(orgRef) ?? null;
  const role = membership?.viewerRole ?? null;
  const ownsIt = role !== null;
  // Its people's actions work on the id, whichever address the profile was reached by.
  const ownedId = ownsIt ? organization?.id : undefined;
  return (
    <OrganizationProfile
      orgId={orgRef}
      ownerActions={
        ownedId && role ? (
          <Suspense fallback={null}>
            <OwnerActions orgId={ownedId} role={role} />
          </Suspense>
        ) : undefined
      }
      ownerNotice={
        ownedId ? (
          <Suspense fallback={null}>
            {membership?.moderation ? (
              <HiddenNotice organization={membership} className="mb-6" />
            ) : null}
            <UnpublishedNotice orgRef={orgRef} canPay={role === 'owner'} />
          </Suspense>
        ) : undefined
      }
      // Everyone but the owner may report it; the server renders it for the stranger it is.
      footer={
        organization && !ownsIt ? <ReportProfileButton organizationId={organization.id} /> : null
      }
    />
  );
}

/**
 * /organizations/:orgId: an organization's public profile, with Edit and Delete for its owner,
 * who is also told when visitors cannot see it yet, or why moderators have hidden it; anyone
 * else can report it.
 */
export function Component() {
  const { orgId } = useParams();
  if (!orgId?.trim()) return <ProfileError message={organizationMessages.missingId} />;
  return <OrganizationPage key={orgId} orgRef={orgId} />;
}
