import { usePageTitle } from '@/hooks/use-page-title';
import { useReportQueue } from '../../api/get-report-queue';
import { useListParams } from '../../hooks/use-list-params';
import { countOf } from '../../lib/format';
import { AdminListPage } from '../admin-list-page';
import { ListEmpty } from '../list-state';
import { ReportGroupCard } from './report-group-card';

/** /admin: the profiles with open reports, the most recently reported first. */
export function ReportQueue() {
  usePageTitle('Admin: Reports');
  const { page } = useListParams([]);
  const queue = useReportQueue(page);

  return (
    <AdminListPage
      section="reports"
      title="Reports"
      description="Profiles visitors have reported, the most recently reported first. Dismiss the reports, or hide the profile with a reason its owner will read."
      list={queue}
      loadingLabel="Loading reports…"
      empty={
        <ListEmpty title="No open reports">
          When visitors report a profile, it appears here with their reasons.
        </ListEmpty>
      }
      pagesLabel="Reports pages"
    >
      {(groups, page) => (
        <>
          <p className="text-sm text-slate-600" role="status">
            {countOf(page.total, 'profile')} with open reports
          </p>
          <ul aria-label="Reported profiles" className="flex flex-col gap-4">
            {groups.map((group) => (
              <ReportGroupCard key={group.organization.id} group={group} />
            ))}
          </ul>
        </>
      )}
    </AdminListPage>
  );
}
