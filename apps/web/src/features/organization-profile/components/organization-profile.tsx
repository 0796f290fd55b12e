import type {
  Category,
  CategoryGroup,
  Country,
  OrganizationProfile as ProfileData,
} from '@catalyst/shared';
import MapPin from 'lucide-react/icons/map-pin';
import { memo, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { ScrollToTopButton } from '@/components/scroll-to-top-button';
import { MilestoneTimelineSlot } from '@/features/milestones';
import { useProfileAnalytics } from '@/features/analytics';
import { ProfileGallery } from '@/features/media';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useCategories, useCategoryGroups, useCountries } from '@/features/taxonomy';
import {
  BackToResultsLink,
  profileCategories,
  ProfileColumns,
  ProfileError,
  ProfilePageContainer,
  ProfileSkeleton,
  useOrganization,
} from '@/features/organizations';
import { AboutSection } from './about-section';
import { CategorySections } from './category-sections';
import { CompanyPropertiesCard } from './company-properties-card';
import { ConnectSection } from './connect-section';
import { JumpToNav } from './jump-to-nav';
import { OrganizationInfoCard } from './organization-info-card';
import { OpenRolesSection } from './open-roles-section';
import { resolveCountry } from './organization-location';
import { ProfileFreshness } from './profile-freshness';
import { ProfileHeader } from './profile-header';
import { ProfileNotFound } from './profile-not-found';
import { ProfileNotPublished } from './profile-not-published';
import { ProfileUnavailable } from './profile-unavailable';

/** The API answers 404 for unknown or unpublished ids and 400 for malformed ones. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** 410: it was published, and its subscription has lapsed since. */
function isNotPublished(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 410;
}

/** 410 'UNAVAILABLE': moderators have hidden it. */
function isUnavailable(error: unknown): boolean {
  return isNotPublished(error) && error.code === 'UNAVAILABLE';
}

/**
 * A link to a category section opened from elsewhere arrives before the sections exist;
 * once they are rendered, bring the requested one into view.
 */
function useScrollToInitialFragment(): void {
  useEffect(() => {
    if (!window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, []);
}

function OrganizationProfileView({
  organization,
  categories,
  groups,
  countries,
  headerActions,
  ownerActions,
  ownerNotice,
  footer,
}: {
  organization: ProfileData;
  categories: readonly Category[];
  groups: readonly CategoryGroup[];
  countries: readonly Country[] | undefined;
  headerActions?: ReactNode;
  ownerActions?: ReactNode;
  ownerNotice?: ReactNode;
  footer?: ReactNode;
}) {
  const { sections, companyProperties } = useMemo(
    () => profileCategories(organization, categories, groups),
    [organization, categories, groups],
  );
  const country = resolveCountry(organization.country, countries);
  const place = [organization.location?.trim(), country?.name].filter(Boolean).join(', ');
  const headingId = useId();
  useScrollToInitialFragment();

  return (
    <ProfilePageContainer>
      {ownerNotice}
      <article aria-labelledby={headingId}>
        <BackToResultsLink />
        <div className="mt-2">
          <ProfileHeader
            organization={organization}
            headingId={headingId}
            actions={
              headerActions || ownerActions ? (
                <>
                  {headerActions}
                  {ownerActions}
                </>
              ) : undefined
            }
            subtitle={
              <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
                {place ? (
                  <span className="inline-flex items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4 text-slate-500" />
                    {place}
                  </span>
                ) : null}
                <ProfileFreshness updatedAt={organization.updatedAt} />
              </span>
            }
          />
        </div>
        <ProfileColumns
          about={
            <>
              <AboutSection description={organization.description} />
              <OpenRolesSection organization={organization} />
              <MilestoneTimelineSlot milestones={organization.milestones} />
              <ProfileGallery organization={organization} />
            </>
          }
          sidebar={
            <>
              <ConnectSection organization={organization} />
              <CompanyPropertiesCard properties={companyProperties} />
              <OrganizationInfoCard organization={organization} country={country} />
            </>
          }
          main={
            <>
              <JumpToNav sections={sections} />
              <CategorySections organizationName={organization.name} sections={sections} />
            </>
          }
        />
        {footer ? (
          <footer className="mt-8 flex justify-end border-t border-slate-200 pt-4">{footer}</footer>
        ) : null}
      </article>
      <ScrollToTopButton />
    </ProfilePageContainer>
  );
}

/**
 * The public profile of one organization, with its loading, not-found and error states.
 * `headerActions` is the slot for what anyone may do from its header (Follow), `ownerActions`
 * for the owner's Edit and Delete controls beside them, `ownerNotice` for what only the owner
 * is told above the profile, `footer` for what closes it (a visitor's report).
 * Memoized: the page around it renders again when the session arrives after hydration.
 */
export const OrganizationProfile = memo(function OrganizationProfile({
  orgId,
  headerActions,
  ownerActions,
  ownerNotice,
  footer,
}: {
  orgId: string;
  headerActions?: ReactNode;
  ownerActions?: ReactNode;
  ownerNotice?: ReactNode;
  footer?: ReactNode;
}) {
  const organization = useOrganization(orgId);
  const categories = useCategories();
  const groups = useCategoryGroups();
  const countries = useCountries();
  usePageTitle(organization.data?.name);
  // The page shown in a browser counts as a view; its tracked links count when followed.
  const profile = useRef<HTMLDivElement>(null);
  useProfileAnalytics(organization.data?.id, profile);

  if (organization.isError) {
    const { error } = organization;
    if (isUnavailable(error)) return <ProfileUnavailable />;
    if (isNotPublished(error)) return <ProfileNotPublished message={error.message} />;
    return isNotFound(error) ? <ProfileNotFound orgId={orgId} /> : <ProfileError />;
  }
  // Reference data decides which categories become sections; without it the page would
  // reshuffle on arrival. If it fails, the profile still shows, without category cards.
  if (organization.isPending || categories.isPending || groups.isPending) {
    return <ProfileSkeleton />;
  }
  return (
    <div ref={profile} className="contents">
      <OrganizationProfileView
        organization={organization.data}
        categories={categories.data ?? []}
        groups={groups.data ?? []}
        countries={countries.data}
        headerActions={headerActions}
        ownerActions={ownerActions}
        ownerNotice={ownerNotice}
        footer={footer}
      />
    </div>
  );
});
