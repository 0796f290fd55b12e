import { savedSearchText } from '@catalyst/shared';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAccess } from '@/features/auth';
import { SavedSearchesPage, UnsubscribePage } from '@/features/saved-searches/pages';

/**
 * /dashboard/alerts, a verified account's saved searches and alerts, and /alerts/unsubscribe,
 * open to anyone holding a digest's link. One module for both: each page module costs every
 * page's first load an entry in the route table, and these two are seldom opened.
 */
export function Component() {
  // The router matched one of the two, in any case and with or without a trailing slash.
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  const unsubscribing = path === paths.alertsUnsubscribe;
  if (unsubscribing) return <UnsubscribePage />;
  return (
    <RequireAccess level="verified" message={savedSearchText.signInToManage}>
      <SavedSearchesPage />
    </RequireAccess>
  );
}
