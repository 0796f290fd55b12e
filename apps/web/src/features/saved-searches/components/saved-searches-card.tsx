import { savedSearchText } from '@catalyst/shared';
import { Link } from 'react-router';
import { DashboardCard } from '@/components/dashboard-card';
import { LoadFailedAlert, LoadingBlock } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSavedSearches } from '../api/get-saved-searches';
import { directoryHref } from '../directory-search';

/** A dashboard card lists the newest few; the alerts page has them all. */
const SHOWN_MAX = 5;

/** The dashboard's card: how many searches the person saved, the newest, and Manage alerts. */
export function SavedSearchesCard({ userId }: { userId: string }) {
  const searches = useSavedSearches(userId);

  let body;
  if (searches.isPending) {
    body = (
      <LoadingBlock label="Loading your saved searches…">
        <Skeleton className="h-4 w-1/2" />
      </LoadingBlock>
    );
  } else if (searches.isError) {
    body = <LoadFailedAlert error={searches.error} />;
  } else if (searches.data.items.length === 0) {
    body = <p className="text-sm text-slate-600">{savedSearchText.listEmpty}</p>;
  } else {
    const { items } = searches.data;
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{savedSearchText.count(items.length)}</p>
        <ul className="flex flex-col gap-1.5">
          {items.slice(0, SHOWN_MAX).map((search) => (
            <li key={search.id} className="min-w-0">
              <Link
                to={directoryHref(search.query)}
                className="text-sm font-medium break-words text-brand-700 underline-offset-4 hover:underline"
              >
                {search.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <DashboardCard
      id="saved-searches"
      title={savedSearchText.listTitle}
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={paths.dashboardAlerts}>{savedSearchText.manage}</Link>
        </Button>
      }
    >
      {body}
    </DashboardCard>
  );
}
