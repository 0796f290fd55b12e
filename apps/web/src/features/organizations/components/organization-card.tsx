import type { Category, Country, OrganizationCard as OrganizationCardData } from '@catalyst/shared';
import MapPin from 'lucide-react/icons/map-pin';
import { useId } from 'react';
import { Link } from 'react-router';
import { StaticHtml } from '@/components/static-html';
import { paths } from '@/config/paths';
import { VerifiedWebsiteBadge } from './verified-website-badge';
import { CategoryBadge } from '@/features/taxonomy';
import { cn } from '@/lib/utils';
import { OrganizationAvatar } from './organization-avatar';

interface OrganizationCardProps {
  /** With `openRoleCount` in the directory's grid, which counts the roles open today. */
  organization: OrganizationCardData & { openRoleCount?: number };
  /** The organization's categories, resolved and in display order. */
  categories: Pick<Category, 'id' | 'name' | 'emoji'>[];
  /** The organization's country, when known. */
  country: Pick<Country, 'name' | 'flagEmoji'> | undefined;
  /** Categories active in the visitor's filter: their badges are highlighted. */
  selectedCategoryIds?: ReadonlySet<string>;
  className?: string;
}

/**
 * A grid tile that turns over on hover or keyboard focus: the front introduces the organization,
 * the back lists what it stands for and where it works. The whole tile is one link to the
 * profile; on touch screens (no hover) a tap simply opens it. The turning is CSS alone, so
 * only the link hydrates: the faces keep the server's markup (StaticHtml) until what they
 * show changes.
 */
export function OrganizationCard({
  organization,
  categories,
  country,
  selectedCategoryIds,
  className,
}: OrganizationCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const detailsId = `${id}-details`;
  const verifiedId = `${id}-verified`;
  const rolesId = `${id}-roles`;
  const openRoles = organization.openRoleCount ?? 0;
  const location = organization.location?.trim();
  const selected = categories.map((category) => selectedCategoryIds?.has(category.id) ?? false);
  // Everything the faces show: the ids come from useId, so they are the same on every render.
  const contentKey = JSON.stringify([
    organization.name,
    organization.logo,
    organization.websiteVerified?.domain,
    openRoles,
    organization.description,
    categories.map((category) => [category.id, category.name, category.emoji]),
    selected,
    location,
    country?.name,
    country?.flagEmoji,
  ]);

  return (
    <Link
      to={paths.organizationPath(organization.slug)}
      aria-labelledby={nameId}
      aria-describedby={`${organization.websiteVerified ? `${verifiedId} ` : ''}${openRoles > 0 ? `${rolesId} ` : ''}${descriptionId} ${detailsId}`}
      className={cn('group flip-card block h-72 rounded-xl', className)}
    >
      <StaticHtml
        contentKey={contentKey}
        className="flip-card-inner relative size-full group-hover:flip-card-flipped group-focus-visible:flip-card-flipped"
      >
        <div className="flip-card-face absolute inset-0 flex flex-col items-center gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <div aria-hidden>
            <OrganizationAvatar name={organization.name} logo={organization.logo} size="lg" />
          </div>
          <h3 id={nameId} className="line-clamp-2 text-lg font-semibold text-slate-900">
            {organization.name}
          </h3>
          {organization.websiteVerified ? (
            <VerifiedWebsiteBadge
              id={verifiedId}
              domain={organization.websiteVerified.domain}
              className="-mt-1"
            />
          ) : null}
          {openRoles > 0 ? (
            <p
              id={rolesId}
              className="-mt-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900"
            >
              {openRoles === 1 ? '1 open role' : `${openRoles} open roles`}
            </p>
          ) : null}
          <p id={descriptionId} className="line-clamp-3 text-sm text-slate-600">
            {organization.description}
          </p>
        </div>

        <div
          id={detailsId}
          className="flip-card-face flip-card-back absolute inset-0 flex flex-col gap-3 overflow-hidden rounded-xl border border-brand-200 bg-brand-50 p-5 shadow-md"
        >
          <p aria-hidden className="line-clamp-2 font-semibold text-slate-900">
            {organization.name}
          </p>
          {categories.length > 0 ? (
            <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
              {categories.map((category, index) => (
                <li key={category.id}>
                  <CategoryBadge category={category} selected={selected[index] === true} />
                </li>
              ))}
            </ul>
          ) : null}
          {location || country ? (
            <p className="mt-auto flex items-start gap-1.5 text-sm text-slate-700">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                {location}
                {location && country ? ', ' : null}
                {country ? (
                  <>
                    <span aria-hidden>{country.flagEmoji}</span> {country.name}
                  </>
                ) : null}
              </span>
            </p>
          ) : null}
        </div>
      </StaticHtml>
    </Link>
  );
}
