import { type Country, followMessages, type OrganizationCard } from '@catalyst/shared';
import MapPin from 'lucide-react/icons/map-pin';
import { DashboardCard } from '@/components/dashboard-card';
import { LoadFailedAlert, LoadingBlock } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { UnfollowButton, useFollows } from '@/features/follows';
import { OrganizationAvatar, ProfileNameLink } from '@/features/organizations';
import { useCountries } from '@/features/taxonomy';

/** Where the organization is: its town as written, and its country's name when the list has it. */
function placeOf(organization: OrganizationCard, countries: readonly Country[] | undefined) {
  const country = countries?.find((candidate) => candidate.code === organization.country);
  return [organization.location?.trim(), country?.name].filter(Boolean).join(', ');
}

function FollowedOrganizationRow({
  organization,
  countries,
}: {
  organization: OrganizationCard;
  countries: readonly Country[] | undefined;
}) {
  const place = placeOf(organization, countries);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <OrganizationAvatar name={organization.name} logo={organization.logo} size="sm" />
        <div className="min-w-0">
          <ProfileNameLink name={organization.name} slug={organization.slug} />
          {place ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
              {place}
            </p>
          ) : null}
        </div>
      </div>
      <div className="self-start sm:self-center">
        <UnfollowButton organization={organization} />
      </div>
    </li>
  );
}

/** The organizations the person follows, newest first, each with a way to stop. */
export function FollowedOrganizations({ userId }: { userId: string }) {
  const follows = useFollows(userId, { enabled: true });
  const countries = useCountries();

  let body;
  if (follows.isPending) {
    body = (
      <LoadingBlock label="Loading the organizations you follow…" className="flex flex-col gap-4">
        {[0, 1].map((index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </LoadingBlock>
    );
  } else if (follows.isError) {
    body = <LoadFailedAlert error={follows.error} />;
  } else if (follows.data.items.length === 0) {
    body = <p className="text-sm text-slate-600">{followMessages.listEmpty}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {follows.data.items.map(({ organization }) => (
          <FollowedOrganizationRow
            key={organization.id}
            organization={organization}
            countries={countries.data}
          />
        ))}
      </ul>
    );
  }

  return (
    <DashboardCard id="following" title={followMessages.listTitle}>
      {body}
    </DashboardCard>
  );
}
