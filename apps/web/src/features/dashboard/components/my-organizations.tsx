import {
  type MemberOrganization,
  memberRoleLabels,
  type PublicationStatus,
} from '@catalyst/shared';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-complex';
import ChartColumn from 'lucide-react/icons/chart-column';
import CreditCard from 'lucide-react/icons/credit-card';
import Eye from 'lucide-react/icons/eye';
import Pencil from 'lucide-react/icons/pencil';
import Users from 'lucide-react/icons/users';
import type { LucideIcon } from 'lucide-react/types';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { SiteSnippetsButton } from '@/features/embeds';
import { HiddenNotice } from '@/features/moderation';
import { OrganizationAvatar, useMyOrganizations } from '@/features/organizations';
import { canCompletePayment, paymentsMessages } from '@/features/payments';
import { dashboardMessages } from '../dashboard-messages';
import { CreateOrganizationLink } from './create-organization-link';
import { DashboardCard } from '@/components/dashboard-card';

// docs/product/billing.md: pending until paid, published while paid, lapsed after.
const publicationBadges: Record<PublicationStatus, { label: string; className: string }> = {
  published: { label: 'Published', className: 'border-green-200 bg-green-50 text-green-800' },
  pending: { label: 'Payment pending', className: 'border-amber-200 bg-amber-50 text-amber-900' },
  lapsed: { label: 'Not published', className: 'border-slate-300 bg-slate-100 text-slate-700' },
};

function PublicationBadge({ organization }: { organization: MemberOrganization }) {
  const badge = publicationBadges[organization.publicationStatus];
  return <Badge className={badge.className}>{badge.label}</Badge>;
}

function OrganizationRow({ organization }: { organization: MemberOrganization }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <OrganizationSummary organization={organization} />
        <OrganizationLinks organization={organization} />
      </div>
      {/* Whatever else the list shows, a hidden profile's owner must not miss why. */}
      <HiddenNotice organization={organization} headingLevel={3} />
    </li>
  );
}

function OrganizationSummary({ organization }: { organization: MemberOrganization }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3 sm:min-w-64">
      <OrganizationAvatar name={organization.name} logo={organization.logo} size="sm" />
      <div className="min-w-0">
        <p className="line-clamp-2 font-medium break-words text-slate-900">{organization.name}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <PublicationBadge organization={organization} />
          <Badge className="border-slate-300 bg-white text-slate-700">
            {memberRoleLabels[organization.viewerRole]}
          </Badge>
          {organization.moderation ? (
            <Badge className="border-red-200 bg-red-50 text-red-800">Hidden by moderators</Badge>
          ) : null}
        </div>
      </div>
    </div>
  );
}

interface OrganizationLink {
  to: string;
  label: string;
  /** What a screen reader hears: the organization's name makes each link of the list unique. */
  name: string;
  icon: LucideIcon;
}

/** The places a member goes from the list; verifying the website is the owners' alone. */
function organizationLinks(organization: MemberOrganization): OrganizationLink[] {
  const { id, name, slug } = organization;
  const links: OrganizationLink[] = [
    { to: paths.organizationPath(slug), label: 'View', name: `View ${name}`, icon: Eye },
    { to: paths.organizationEditPath(id), label: 'Edit', name: `Edit ${name}`, icon: Pencil },
    { to: paths.organizationTeamPath(id), label: 'Team', name: `Team of ${name}`, icon: Users },
    {
      to: paths.organizationRolesManagePath(id),
      label: 'Roles',
      name: `Open roles of ${name}`,
      icon: Briefcase,
    },
    {
      to: paths.organizationAnalyticsPath(id),
      label: 'Analytics',
      name: `Analytics of ${name}`,
      icon: ChartColumn,
    },
  ];
  if (organization.viewerRole === 'owner') {
    links.push({
      to: paths.organizationWebsitePath(id),
      label: 'Website',
      name: `Verify the website of ${name}`,
      icon: BadgeCheck,
    });
  }
  return links;
}

/** An unpaid organization's owner goes from its row straight to the plans. */
function CompletePaymentLink({ organization }: { organization: MemberOrganization }) {
  if (!canCompletePayment(organization)) return null;
  const label =
    organization.publicationStatus === 'lapsed'
      ? paymentsMessages.renewSubscription
      : paymentsMessages.completePayment;
  return (
    <Button asChild size="sm">
      <Link
        to={paths.paymentSelectPath(organization.id)}
        aria-label={`${label} for ${organization.name}`}
      >
        <CreditCard aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

function OrganizationLinks({ organization }: { organization: MemberOrganization }) {
  return (
    <div className="flex flex-wrap gap-2">
      <CompletePaymentLink organization={organization} />
      {organizationLinks(organization).map(({ to, label, name, icon: Icon }) => (
        <Button key={label} asChild variant="outline" size="sm">
          <Link to={to} aria-label={name}>
            <Icon aria-hidden />
            {label}
          </Link>
        </Button>
      ))}
      <SiteSnippetsButton organization={organization} />
    </div>
  );
}

function EmptyOrganizations() {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Building2 aria-hidden className="size-6" />
      </div>
      <h3 className="mt-4 font-semibold text-slate-900">{dashboardMessages.noOrganizations}</h3>
      <p className="mt-1 max-w-sm text-sm text-slate-600">
        Create your organization&apos;s profile to share its mission, culture and open roles.
      </p>
      <CreateOrganizationLink variant="default" className="mt-5" />
    </div>
  );
}

/**
 * The organizations the user is part of (as owner or editor), each with its state, their role
 * and links to view it, edit it and see its team.
 */
export function MyOrganizations({ userId, ref }: { userId: string; ref?: Ref<HTMLElement> }) {
  const organizations = useMyOrganizations(userId);

  let body;
  if (organizations.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading organizations…</span>
        {[0, 1].map((index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-24" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (organizations.isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">
          {dashboardMessages.organizationsLoadFailed}
        </AlertDescription>
      </Alert>
    );
  } else if (organizations.data.length === 0) {
    body = <EmptyOrganizations />;
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {organizations.data.map((organization) => (
          <OrganizationRow key={organization.id} organization={organization} />
        ))}
      </ul>
    );
  }

  return (
    <DashboardCard
      id="my-organizations"
      ref={ref}
      title="My Organizations"
      description="The organization profiles you own or edit."
    >
      {body}
    </DashboardCard>
  );
}
