import type { Country, Organization } from '@catalyst/shared';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import type { LucideIcon } from 'lucide-react/types';
import type { ReactNode } from 'react';
import { ProfileCard } from '@/features/organizations';

function InfoRow({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <Icon aria-hidden="true" className="size-4 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-1 pl-6 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Founded Year and Location (place, then country with its flag), each when known. */
export function OrganizationInfoCard({
  organization,
  country,
}: {
  organization: Pick<Organization, 'foundedYear' | 'location'>;
  country: (Pick<Country, 'name'> & Partial<Pick<Country, 'flagEmoji'>>) | null;
}) {
  const location = organization.location?.trim();
  if (organization.foundedYear === null && !location && !country) return null;
  const contentKey = JSON.stringify([
    organization.foundedYear,
    location,
    country?.name,
    country?.flagEmoji,
  ]);
  return (
    <ProfileCard title="Organization Info" contentKey={contentKey}>
      <dl className="flex flex-col gap-4">
        {organization.foundedYear !== null ? (
          <InfoRow icon={CalendarDays} term="Founded Year">
            {organization.foundedYear}
          </InfoRow>
        ) : null}
        {location || country ? (
          <InfoRow icon={MapPin} term="Location">
            {location ? <span className="block">{location}</span> : null}
            {country ? (
              <span className="flex items-center gap-1.5">
                {country.flagEmoji ? <span aria-hidden="true">{country.flagEmoji}</span> : null}
                {country.name}
              </span>
            ) : null}
          </InfoRow>
        ) : null}
      </dl>
    </ProfileCard>
  );
}
