import { savedSearchText } from '@catalyst/shared';
import { BackLinkHeader } from '@/components/back-link-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { FollowAlertsSetting } from './follow-alerts-setting';
import { SavedSearchList } from './saved-search-list';

/**
 * /dashboard/alerts: the person's saved searches with their alerts, and how often the
 * organizations they follow are mailed. The route lets only a verified account in.
 */
export function SavedSearchesPage() {
  usePageTitle(savedSearchText.pageTitle);
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <BackLinkHeader
        back={{ to: paths.dashboard, label: savedSearchText.backToDashboard }}
        title={savedSearchText.pageTitle}
      >
        {savedSearchText.pageLead}
      </BackLinkHeader>
      <SavedSearchList userId={user.id} />
      <FollowAlertsSetting userId={user.id} />
    </div>
  );
}
