import { savedSearchText } from '@catalyst/shared';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/dashboard-card';
import { LoadFailedAlert, LoadingBlock } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSavedSearches } from '../api/get-saved-searches';
import { SavedSearchRow } from './saved-search-row';

/** The person's saved searches, newest first, each with its alerts, Rename and Delete. */
export function SavedSearchList({ userId }: { userId: string }) {
  const searches = useSavedSearches(userId);

  let body;
  if (searches.isPending) {
    body = (
      <LoadingBlock label="Loading your saved searches…" className="flex flex-col gap-4">
        {[0, 1].map((index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        ))}
      </LoadingBlock>
    );
  } else if (searches.isError) {
    body = <LoadFailedAlert error={searches.error} />;
  } else if (searches.data.items.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600">{savedSearchText.listEmpty}</p>
        <Link
          to={paths.home}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {savedSearchText.browseDirectory}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {searches.data.items.map((search) => (
          <SavedSearchRow key={search.id} search={search} />
        ))}
      </ul>
    );
  }

  return (
    <DashboardCard id="saved-searches" title={savedSearchText.listTitle}>
      {body}
    </DashboardCard>
  );
}
