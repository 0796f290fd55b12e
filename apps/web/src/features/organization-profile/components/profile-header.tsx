import type { Organization } from '@catalyst/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { OrganizationAvatar, VerifiedWebsiteBadge } from '@/features/organizations';
import { ProfileBanner } from './profile-banner';

/**
 * Banner, logo and name. `actions` is where the owner's Edit and Delete controls go; the
 * header leaves room for them and shows nothing when there are none.
 */
export function ProfileHeader({
  organization,
  headingId,
  subtitle,
  actions,
}: {
  organization: Pick<Organization, 'name' | 'logo' | 'bannerImage'> &
    Partial<Pick<Organization, 'websiteVerified'>>;
  headingId?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <ProfileBanner name={organization.name} bannerImage={organization.bannerImage} />
      <div className="px-4 pb-6 sm:px-6 lg:px-8">
        <div className="flex items-start justify-between gap-4">
          <OrganizationAvatar
            name={organization.name}
            logo={organization.logo}
            size="xl"
            className="relative z-10 -mt-14 shadow-md ring-4 ring-white"
          />
          {actions ? <div className="flex flex-wrap justify-end gap-2 pt-4">{actions}</div> : null}
        </div>
        <h1
          id={headingId}
          className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
        >
          {organization.name}
        </h1>
        {organization.websiteVerified ? (
          <VerifiedWebsiteBadge domain={organization.websiteVerified.domain} className="mt-2" />
        ) : null}
        {subtitle ? <div className="mt-2 text-sm text-slate-600">{subtitle}</div> : null}
      </div>
    </Card>
  );
}
