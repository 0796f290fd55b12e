import {
  openRolePublicText,
  type Country,
  type OpenRole,
  type Organization,
} from '@catalyst/shared';
import { Link } from 'react-router';
import { StaticHtml } from '@/components/static-html';
import { paths } from '@/config/paths';
import {
  employmentText,
  placeText,
  roleFactsKey,
  salaryText,
  useOrganizationRoles,
} from '@/features/open-roles';
import { useCountries } from '@/features/taxonomy';
import { ProfileCard } from '@/features/organizations';

/** A role's kind, place, team and pay: rendered only where the server's markup is not kept. */
function RoleFacts({ role, place }: { role: OpenRole; place: string }) {
  return (
    <>
      <p className="text-sm text-slate-600">
        {[employmentText(role), place, role.team].filter(Boolean).join(' · ')}
      </p>
      <p className="text-sm font-medium text-slate-800">{salaryText(role)}</p>
    </>
  );
}

/** A role: its link answers clicks; its facts keep the server's markup while the page hydrates. */
function RoleItem({
  role,
  slug,
  countries,
}: {
  role: OpenRole;
  slug: string;
  countries: readonly Country[] | undefined;
}) {
  const place = placeText(role, countries);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <Link
          to={paths.organizationRolePath(slug, role.id)}
          className="font-medium break-words text-brand-700 underline-offset-2 hover:underline"
        >
          {role.title}
        </Link>
        <StaticHtml contentKey={roleFactsKey(role, place)}>
          <RoleFacts role={role} place={place} />
        </StaticHtml>
      </div>
    </li>
  );
}

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
          <RoleItem key={role.id} role={role} slug={organization.slug} countries={countries} />
        ))}
      </ul>
    </ProfileCard>
  );
}
