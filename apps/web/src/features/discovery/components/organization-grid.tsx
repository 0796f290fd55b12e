import {
  type Category,
  type Country,
  discoveryMessages,
  errorBoundaryMessages,
  type OrganizationCard as OrganizationCardData,
} from '@catalyst/shared';
import Loader2 from 'lucide-react/icons/loader-circle';
import { memo, useEffect, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FollowSlot } from '@/features/follows';
import { OrganizationCard } from '@/features/organizations';
import { cn } from '@/lib/utils';
import { useInView } from '../hooks/use-in-view';
import { loadErrorMessage } from '../load-error';
import { AddOrganizationCard } from './add-organization-card';
import { DiscoveryEmptyState } from './discovery-empty-state';

const GRID_CLASS = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';
const SKELETON_COUNT = 6;
// Start loading the next page well before the visitor reaches the end.
const PREFETCH_MARGIN = '600px 0px';

export interface OrganizationGridProps {
  organizations: OrganizationCardData[];
  categoriesById: ReadonlyMap<string, Category>;
  countriesByCode: ReadonlyMap<string, Country>;
  selectedCategoryIds: ReadonlySet<string>;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry: () => void;
  /** The previous results stay on screen, dimmed, while changed filters load. */
  isRefreshing?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  loadMoreFailed?: boolean;
  onLoadMore: () => void;
  /**
   * The address of the next page. 'Load more' is a link to it, so a visitor without
   * JavaScript pages through; with JavaScript it appends the page instead.
   */
  nextPageHref?: string | undefined;
  /** The address of the page before, on a page opened by the 'Load more' link. */
  previousPageHref?: string | undefined;
  /** Where the closing 'Add Your Organization' tile leads. */
  addHref?: string;
  /** Offered in the empty state while a search is active. */
  onClearSearch?: (() => void) | undefined;
  /** Offered in the empty state while categories or a country are selected. */
  onClearFilters?: (() => void) | undefined;
}

export function OrganizationGrid({
  organizations,
  categoriesById,
  countriesByCode,
  selectedCategoryIds,
  status,
  error,
  onRetry,
  isRefreshing = false,
  hasNextPage = false,
  isFetchingNextPage = false,
  loadMoreFailed = false,
  onLoadMore,
  nextPageHref,
  previousPageHref,
  addHref,
  onClearSearch,
  onClearFilters,
}: OrganizationGridProps) {
  const [sentinelRef, sentinelInView] = useInView<HTMLDivElement>({
    rootMargin: PREFETCH_MARGIN,
  });
  const canAutoLoad =
    status === 'success' && hasNextPage && !isFetchingNextPage && !isRefreshing && !loadMoreFailed;

  useEffect(() => {
    if (sentinelInView && canAutoLoad) onLoadMore();
  }, [sentinelInView, canAutoLoad, onLoadMore]);

  if (status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading organizations…
        </p>
        <ul className={GRID_CLASS}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <OrganizationCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <Alert variant="destructive">
        <AlertTitle>{discoveryMessages.loadFailed}</AlertTitle>
        <AlertDescription>{loadErrorMessage(error)}</AlertDescription>
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {errorBoundaryMessages.retry}
        </Button>
      </Alert>
    );
  }

  const closing = hasNextPage ? null : (
    <li>
      <AddOrganizationCard {...(addHref ? { href: addHref } : {})} />
    </li>
  );

  return (
    <div
      aria-busy={isRefreshing || undefined}
      className={cn(
        'transition-opacity duration-200 motion-reduce:transition-none',
        isRefreshing && 'opacity-60',
      )}
    >
      {organizations.length === 0 ? (
        <div className="mb-6">
          <DiscoveryEmptyState onClearSearch={onClearSearch} onClearFilters={onClearFilters} />
        </div>
      ) : null}
      <ul className={GRID_CLASS}>
        {organizations.map((organization) => (
          <li key={organization.id}>
            <GridCard
              organization={organization}
              categoriesById={categoriesById}
              countriesByCode={countriesByCode}
              selectedCategoryIds={selectedCategoryIds}
            />
          </li>
        ))}
        {closing}
      </ul>

      {hasNextPage || previousPageHref ? (
        <div className="mt-8 flex flex-col items-center gap-4">
          {hasNextPage ? <div ref={sentinelRef} aria-hidden className="h-px w-full" /> : null}
          {loadMoreFailed ? (
            <Alert variant="destructive" className="max-w-md">
              <AlertTitle>{discoveryMessages.loadFailed}</AlertTitle>
              <AlertDescription>{loadErrorMessage(error)}</AlertDescription>
            </Alert>
          ) : null}
          <div className="flex gap-3">
            {previousPageHref ? (
              <Button asChild variant="outline">
                <Link to={previousPageHref}>{discoveryMessages.previousPage}</Link>
              </Button>
            ) : null}
            {hasNextPage ? (
              <LoadMoreButton
                href={nextPageHref}
                onLoadMore={onLoadMore}
                busy={isFetchingNextPage}
                disabled={isFetchingNextPage || isRefreshing}
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function LoadMoreButton({
  href,
  onLoadMore,
  busy,
  disabled,
}: {
  href: string | undefined;
  onLoadMore: () => void;
  busy: boolean;
  disabled: boolean;
}) {
  const content = (
    <>
      {busy ? <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" /> : null}
      {discoveryMessages.loadMore}
    </>
  );
  if (!href) {
    return (
      <Button
        type="button"
        variant="outline"
        onClick={onLoadMore}
        disabled={disabled}
        aria-busy={busy || undefined}
      >
        {content}
      </Button>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the next page on its own; a plain click appends it here.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    if (!disabled) onLoadMore();
  };
  return (
    <Button asChild variant="outline" className={cn(disabled && 'pointer-events-none opacity-50')}>
      <a
        href={href}
        // A button to people with JavaScript (it appends), hence Space activates it as well.
        role="button"
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          event.currentTarget.click();
        }}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
      >
        {content}
      </a>
    </Button>
  );
}

/**
 * A card renders again only when its own data or the reference data changes: the grid renders
 * with every change of the page around it (the session arriving, the pill at the end of the
 * results, a page of results appended), and two dozen cards are most of its elements.
 */
const GridCard = memo(function GridCard({
  organization,
  categoriesById,
  countriesByCode,
  selectedCategoryIds,
}: {
  organization: OrganizationCardData;
  categoriesById: ReadonlyMap<string, Category>;
  countriesByCode: ReadonlyMap<string, Country>;
  selectedCategoryIds: ReadonlySet<string>;
}) {
  return (
    // Follow sits on the tile's corner, beside its one link (a button may not live inside a
    // link); the back's title leaves it room.
    <div className="relative [&_.flip-card-back>p:first-child]:pr-24">
      <OrganizationCard
        organization={organization}
        categories={resolveCategories(organization.categoryIds, categoriesById)}
        country={resolveCountry(organization.country, countriesByCode)}
        selectedCategoryIds={selectedCategoryIds}
      />
      <div className="absolute top-3 right-3 z-10">
        <FollowSlot organizationId={organization.id} name={organization.name} />
      </div>
    </div>
  );
});

function resolveCategories(ids: string[], categoriesById: ReadonlyMap<string, Category>) {
  return ids.flatMap((id) => {
    const category = categoriesById.get(id);
    return category ? [category] : [];
  });
}

const EVERYWHERE: Pick<Country, 'name' | 'flagEmoji'> = {
  name: discoveryMessages.allCountries,
  flagEmoji: '🌐',
};

function resolveCountry(code: string, countriesByCode: ReadonlyMap<string, Country>) {
  if (code === 'ALL') return EVERYWHERE;
  return countriesByCode.get(code);
}

function OrganizationCardSkeleton() {
  return (
    <div className="flex h-72 flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6">
      <Skeleton className="size-20 rounded-xl" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-3.5 w-full" />
      <Skeleton className="h-3.5 w-11/12" />
      <Skeleton className="h-3.5 w-3/4" />
    </div>
  );
}
