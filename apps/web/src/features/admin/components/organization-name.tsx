import type { AdminOrganization } from '@catalyst/shared';
import { Link } from '@/components/router-link';
import { paths } from '@/config/paths';

/** An organization's name, linking to its profile, over its owner's address. */
export function OrganizationName({
  organization,
}: {
  organization: Pick<AdminOrganization, 'name' | 'slug' | 'ownerEmail'>;
}) {
  return (
    <div className="min-w-0">
      <Link
        to={paths.organizationPath(organization.slug)}
        className="font-medium break-words text-slate-900 hover:text-brand-800 hover:underline"
      >
        {organization.name}
      </Link>
      <p className="text-xs break-all text-slate-600">{organization.ownerEmail ?? 'No owner'}</p>
    </div>
  );
}
