import { type OpenRole, openRoleMessages, type Organization } from '@catalyst/shared';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Briefcase from 'lucide-react/icons/briefcase';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import MapPin from 'lucide-react/icons/map-pin';
import SearchX from 'lucide-react/icons/search-x';
import Wallet from 'lucide-react/icons/wallet';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StaticHtml } from '@/components/static-html';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import {
  OrganizationAvatar,
  ProfileError,
  ProfileMessage,
  ProfilePageContainer,
  ProfileSkeleton,
  useOrganization,
} from '@/features/organizations';
import { useCountries } from '@/features/taxonomy';
import { countReferredView, sendLinkClick } from '@/features/analytics';
import { useOpenRole } from '../api/get-open-role';
import {
  applyHref,
  dayText,
  employmentText,
  placeText,
  roleFactsKey,
  salaryText,
} from '../lib/role-display';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Type, place, pay and last day: kept as the server wrote them while the page hydrates. */
function RoleFacts({ role, place }: { role: OpenRole; place: string }) {
  return (
    <dl className="flex flex-col gap-4">
      <Fact icon={<Briefcase aria-hidden="true" className="size-4" />} label="Type">
        {employmentText(role)}
      </Fact>
      <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="Where">
        {place}
      </Fact>
      <Fact icon={<Wallet aria-hidden="true" className="size-4" />} label="Salary">
        {salaryText(role)}
      </Fact>
      <Fact icon={<CalendarClock aria-hidden="true" className="size-4" />} label="Apply by">
        {dayText(role.validThrough)}
      </Fact>
    </dl>
  );
}

/** A role as its page shows it: what, where, for how much, until when, and how to apply. */
function RoleView({ role, organization }: { role: OpenRole; organization: Organization }) {
  const place = placeText(role, useCountries().data);
  const open = role.status === 'open';
  // A role page counts for its organization's analytics only when reached from its embed or a
  // feed entry: its other visits are not profile views.
  useEffect(() => countReferredView(role.organizationId), [role.organizationId]);
  return (
    <ProfilePageContainer>
      <Button asChild variant="ghost" className="-ml-3">
        <Link to={paths.organizationPath(organization.slug)}>
          <ArrowLeft aria-hidden="true" />
          {organization.name}
        </Link>
      </Button>
      <article className="mt-2 grid gap-6 lg:grid-cols-3" aria-labelledby="role-title">
        <Card className="p-6 sm:p-8 lg:col-span-2">
          <div className="flex items-center gap-3">
            <OrganizationAvatar name={organization.name} logo={organization.logo} size="md" />
            <p className="text-sm font-medium text-slate-700">{organization.name}</p>
          </div>
          <h1
            id="role-title"
            className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
          >
            {role.title}
          </h1>
          {role.team ? <p className="mt-1 text-slate-600">{role.team}</p> : null}
          {!open ? (
            <Badge variant="secondary" className="mt-3">
              {role.status === 'closed' ? 'Closed' : 'Ended'}: only your team sees this page
            </Badge>
          ) : null}
          <h2 className="mt-8 text-lg font-semibold text-slate-900">About the role</h2>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">
            {role.description}
          </p>
        </Card>
        <Card className="h-fit p-6">
          <StaticHtml contentKey={roleFactsKey(role, place)}>
            <RoleFacts role={role} place={place} />
          </StaticHtml>
          {open ? (
            <Button asChild className="mt-6 w-full">
              <a
                href={applyHref(role)}
                {...(role.applyUrl ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                // Counted for the organization's analytics (a beacon, sent as the page is left).
                onClick={() => sendLinkClick(role.organizationId, 'apply', role.id)}
              >
                Apply
                {role.applyUrl ? <span className="sr-only"> (opens in a new tab)</span> : null}
              </a>
            </Button>
          ) : null}
        </Card>
      </article>
    </ProfilePageContainer>
  );
}

function RoleNotFound() {
  usePageTitle(openRoleMessages.notFound);
  return (
    <ProfileMessage
      icon={SearchX}
      title={openRoleMessages.notFound}
      message="It may have been filled or closed. The organization's profile lists the roles open now."
    />
  );
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 404, 410].includes(error.status);

/** /organizations/:orgId/roles/:roleId: one open role, under its organization's profile. */
export function RolePage({ orgRef, roleId }: { orgRef: string; roleId: string }) {
  const organization = useOrganization(orgRef);
  const role = useOpenRole(orgRef, roleId);
  usePageTitle(
    role.data && organization.data ? `${role.data.title} at ${organization.data.name}` : undefined,
  );
  if (role.isError || organization.isError) {
    return isNotFound(role.error ?? organization.error) ? <RoleNotFound /> : <ProfileError />;
  }
  if (role.isPending || organization.isPending) return <ProfileSkeleton />;
  return <RoleView role={role.data} organization={organization.data} />;
}
