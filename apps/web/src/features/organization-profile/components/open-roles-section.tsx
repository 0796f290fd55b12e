import { openRolePublicText, type Organization } from '@catalyst/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { employmentText, placeText, salaryText, useOrganizationRoles } from '@/features/open-roles';
import { useCountries } from '@/features/taxonomy';
import { ProfileCard } from '@/features/organizations';

/**
 * 'Open roles' on the profile: each role open today with its pay, linking to its own page.
 * Nothing when there are none. While the organization is not published, its people see the
 * roles as a preview, told so (nobody else can open the profile then).
 */
export function OpenRolesSection({
  organization,
}: {
  organization: Pick<Organization, 'slug' | 'publicationStatus'>;
}) {
  const roles = useOrganizationRoles(organization.slug).data;
  const countries = useCountries().data;
  const open = roles?.filter((role) => role.status === 'open') ?? [];
  if (open.length === 0) return null;
  const preview = organization.publicationStatus !== 'published';
  return (
    <ProfileCard title="Open roles">
      {preview ? (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {openRolePublicText.publishedOnly}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {open.map((role) => (
          <li key={role.id} className="py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <Link
                to={paths.organizationRolePath(organization.slug, role.id)}
                className="font-medium break-words text-brand-700 underline-offset-2 hover:underline"
              >
                {role.title}
              </Link>
              <p className="text-sm text-slate-600">
                {[employmentText(role), placeText(role, countries), role.team]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-sm font-medium text-slate-800">{salaryText(role)}</p>
            </div>
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
