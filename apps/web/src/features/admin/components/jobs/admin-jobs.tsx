import { type AdminJob, jobRunReasonSchema } from '@catalyst/shared';
import Play from 'lucide-react/icons/play';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAdminJobs } from '../../api/get-admin-jobs';
import { useRunAdminJob } from '../../api/run-admin-job';
import { formatDateTime } from '../../lib/format';
import { AdminField, AdminList, AdminListItem } from '../admin-list';
import { AdminLayout } from '../admin-layout';
import { ListEmpty, ListError, ListLoading } from '../list-state';
import { ReasonActionButton } from '../reason-action-button';

const columns = 'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,2fr)_minmax(0,0.9fr)_minmax(0,1fr)_7rem]';

/** Run now: queued once, beside the schedule, with the reason kept in the audit log. */
function RunJobButton({ job }: { job: AdminJob }) {
  return (
    <ReasonActionButton
      action={useRunAdminJob(job.name)}
      succeeded={(queued) => `Queued ${queued.name}: it runs within a few seconds.`}
      schema={jobRunReasonSchema}
      label="Run now"
      accessibleName={`Run ${job.name} now`}
      icon={<Play aria-hidden />}
      title="Run job now"
      description={`${job.name} is queued to run once, within a few seconds. Its schedule stays as it is.`}
      submitLabel="Run now"
      busyLabel="Queueing..."
    />
  );
}

function JobItem({ job }: { job: AdminJob }) {
  return (
    <AdminListItem columns={columns}>
      <AdminField label="Job">
        <code className="font-mono font-medium break-all text-slate-900">{job.name}</code>
      </AdminField>
      <AdminField label="What it does">{job.description}</AdminField>
      <AdminField label="Schedule">
        {job.schedule ? (
          // No cron-to-words library is in the app: the expression is shown as the server runs it.
          <>
            <code className="font-mono whitespace-nowrap">{job.schedule}</code> UTC
          </>
        ) : (
          <span className="text-slate-500">Only when run by hand</span>
        )}
      </AdminField>
      <AdminField label="Last run">
        {job.lastRunAt ? (
          <time dateTime={job.lastRunAt}>{formatDateTime(job.lastRunAt)}</time>
        ) : (
          // The queue forgets finished runs after a while: no date is not the same as never.
          <span className="text-slate-500">No recent run</span>
        )}
      </AdminField>
      <div className="flex lg:justify-end">
        <RunJobButton job={job} />
      </div>
    </AdminListItem>
  );
}

/** /admin/jobs: the work the server does on a schedule; an administrator may run one now. */
export function AdminJobs() {
  usePageTitle('Admin: Jobs');
  const jobs = useAdminJobs();

  let body;
  if (jobs.isPending) body = <ListLoading label="Loading jobs…" />;
  else if (jobs.isError)
    body = <ListError error={jobs.error} onRetry={() => void jobs.refetch()} />;
  else if (jobs.data.items.length === 0) body = <ListEmpty title="No scheduled jobs" />;
  else
    body = (
      <AdminList
        label="Jobs"
        headings={['Job', 'What it does', 'Schedule', 'Last run', '']}
        columns={columns}
      >
        {jobs.data.items.map((job) => (
          <JobItem key={job.name} job={job} />
        ))}
      </AdminList>
    );

  return (
    <AdminLayout
      section="jobs"
      title="Jobs"
      description="The work the server does on a schedule, with times in UTC. Run one now when it cannot wait for its turn; each run is kept in the audit log."
    >
      {body}
    </AdminLayout>
  );
}
