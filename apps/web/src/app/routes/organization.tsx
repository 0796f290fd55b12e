import { organizationMessages } from '@catalyst/shared';
import { Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { FollowSlot } from '@/features/follows/pages';
// Only an owner sees these, and most visitors are not: their code loads when an owner opens
// their own profile, not on every visit.
import { LazyHiddenNotice as HiddenNotice, ReportProfileButton } from '@/features/moderation/pages';
import { ProfileError, useMemberOrganization, useOrganization } from '@/features/organizations';
import {
  LazyOwnerActions as OwnerActions,
  LazyUnpublishedNotice as UnpublishedNotice,
  OrganizationProfile,
  prefetchProfile,
  useProfileAddress,
} from '@/features/organization-profile/pages';
import type { PageHandle } from '../route-data';

export const handle: PageHandle = { prefetch: prefetchProfile };

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
  // Everyone but the owner may report it; the server renders it for the stranger it is. The
  // same element while that holds, so the session's arrival does not render the profile again.
  const organizationId = organization?.id;
  const footer = useMemo(
    () =>
      organizationId && !ownsIt ? <ReportProfileButton organizationId={organizationId} /> : null,
    [organizationId, ownsIt],
  );
  // Anyone may follow a public profile, its own people too; the same element while that
  // holds, as the report's.
  const name = organization?.name;
  const isPublic = organization?.publicationStatus === 'published' && !membership?.moderation;
  const headerActions = useMemo(
    () =>
      organizationId && name && isPublic ? (
        <FollowSlot organizationId={organizationId} name={name} />
      ) : null,
    [organizationId, name, isPublic],
  );
  return (
    <OrganizationProfile
      orgId={orgRef}
      headerActions={headerActions}
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
      footer={footer}
    />
  );
}

/**
 * /organizations/:orgId: an organization's public profile, with Edit and Delete for its owner,
 * who is also told when visitors cannot see it yet, or why moderators have hidden it; anyone
 * may follow it while it is public, and anyone else can report it.
 */
export function Component() {
  const { orgId } = useParams();
  if (!orgId?.trim()) return <ProfileError message={organizationMessages.missingId} />;
  return <OrganizationPage key={orgId} orgRef={orgId} />;
}
