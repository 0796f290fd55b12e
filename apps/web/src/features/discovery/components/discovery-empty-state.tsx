import { discoveryMessages } from '@catalyst/shared';
import SearchX from 'lucide-react/icons/search-x';
import { Button } from '@/components/ui/button';
import { discoveryLabels } from '../discovery-labels';

interface DiscoveryEmptyStateProps {
  /** Offered while a search is active. */
  onClearSearch?: (() => void) | undefined;
  /** Offered while categories or a country are selected. */
  onClearFilters?: (() => void) | undefined;
}

export function DiscoveryEmptyState({ onClearSearch, onClearFilters }: DiscoveryEmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-8 text-center">
      <SearchX aria-hidden className="size-10 text-slate-500" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{discoveryMessages.emptyTitle}</h3>
      <p className="mt-1 text-sm text-slate-600">{discoveryMessages.emptyHint}</p>
      {onClearSearch || onClearFilters ? (
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {onClearSearch ? (
            <Button type="button" variant="outline" onClick={onClearSearch}>
              {discoveryLabels.clearSearch}
            </Button>
          ) : null}
          {onClearFilters ? (
            <Button type="button" variant="outline" onClick={onClearFilters}>
              {discoveryLabels.clearFilters}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
