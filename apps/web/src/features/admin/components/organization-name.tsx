import type { AdminOrganization } from '@catalyst/shared';
import { ProfileNameLink } from '@/features/organizations';

/** An organization's name, linking to its profile, over its owner's address. */
export function OrganizationName({
  organization,
}: {
  organization: Pick<AdminOrganization, 'name' | 'slug' | 'ownerEmail'>;
}) {
  return (
    <div className="min-w-0">
      <ProfileNameLink name={organization.name} slug={organization.slug} />
      <p className="text-xs break-all text-slate-600">{organization.ownerEmail ?? 'No owner'}</p>
    </div>
  );
}
