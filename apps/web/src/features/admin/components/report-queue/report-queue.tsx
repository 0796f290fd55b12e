import { usePageTitle } from '@/hooks/use-page-title';
import { useReportQueue } from '../../api/get-report-queue';
import { useListParams } from '../../hooks/use-list-params';
import { countOf } from '../../lib/format';
import { AdminLayout } from '../admin-layout';
import { ListEmpty, ListError, ListLoading } from '../list-state';
import { Pagination } from '../pagination';
import { ReportGroupCard } from './report-group-card';

/** /admin: the profiles with open reports, the most recently reported first. */
export function ReportQueue() {
  usePageTitle('Admin: Reports');
  const { page } = useListParams([]);
  const queue = useReportQueue(page);

  let body;
  if (queue.isPending) body = <ListLoading label="Loading reports…" />;
  else if (queue.isError)
    body = <ListError error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.items.length === 0)
    body = (
      <ListEmpty title="No open reports">
        When visitors report a profile, it appears here with their reasons.
      </ListEmpty>
    );
  else
    body = (
      <>
        <p className="text-sm text-slate-600" role="status">
          {countOf(queue.data.total, 'profile')} with open reports
        </p>
        <ul aria-label="Reported profiles" className="flex flex-col gap-4">
          {queue.data.items.map((group) => (
            <ReportGroupCard key={group.organization.id} group={group} />
          ))}
        </ul>
        <Pagination
          page={queue.data.page}
          pageSize={queue.data.pageSize}
          total={queue.data.total}
          label="Reports pages"
        />
      </>
    );

  return (
    <AdminLayout
      section="reports"
      title="Reports"
      description="Profiles visitors have reported, the most recently reported first. Dismiss the reports, or hide the profile with a reason its owner will read."
    >
      {body}
    </AdminLayout>
  );
}
