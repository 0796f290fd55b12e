import {
  AUDIT_ACTIONS,
  auditActionSchema,
  auditLogQuerySchema,
  type AuditLogEntry,
} from '@catalyst/shared';
import X from 'lucide-react/icons/x';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { actorKindLabels, auditActionLabels, targetTypeLabels } from '../../admin-labels';
import { useAuditLog, type AuditLogFilters } from '../../api/get-audit-log';
import { useListParams } from '../../hooks/use-list-params';
import { formatDateTime } from '../../lib/format';
import { AdminField, AdminList, AdminListItem } from '../admin-list';
import { AdminListPage } from '../admin-list-page';
import { AdminListToolbar } from '../admin-list-toolbar';
import { ListEmpty } from '../list-state';

const columns =
  'lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,2fr)]';

const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabels[value] }));
const actorSchema = auditLogQuerySchema.shape.actor;
const actorOptions = (['admin', 'owner', 'member', 'system'] as const).map((value) => ({
  value,
  label: actorKindLabels[value],
}));

/** 'resolvedReports' or 'resolved_reports' as words: 'resolved reports'. */
const spaced = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(value: unknown): string {
  if (typeof value === 'string') return isoMoment.test(value) ? formatDateTime(value) : value;
  // A list of addresses, such as the invitations a team change withdrew.
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What the details of an entry add, as 'key: value' pairs: counts, plans, moments. */
function detailText(details: AuditLogEntry['details']): string[] {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${spaced(key)}: ${valueText(value)}`);
}

function EntryItem({ entry }: { entry: AuditLogEntry }) {
  const details = detailText(entry.details);
  return (
    <AdminListItem columns={columns}>
      <AdminField label="When">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </AdminField>
      <AdminField label="Who">
        <span className="font-medium break-all text-slate-900">{entry.actor.label}</span>
        <p className="text-xs text-slate-600">{actorKindLabels[entry.actor.kind]}</p>
      </AdminField>
      <AdminField label="What">
        <span className="font-medium text-slate-900">{auditActionLabels[entry.action]}</span>
      </AdminField>
      <AdminField label="Target">
        <span className="break-words">{entry.target.label ?? entry.target.id}</span>
        <p className="text-xs text-slate-600">{targetTypeLabels[entry.target.type]}</p>
      </AdminField>
      <AdminField label="Why">
        {entry.reason ? (
          <span className="whitespace-pre-line">{entry.reason}</span>
        ) : (
          <span className="text-slate-500">No reason recorded</span>
        )}
        {details.length > 0 ? (
          <ul className="mt-1 flex flex-col gap-0.5 text-xs break-words text-slate-600">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
      </AdminField>
    </AdminListItem>
  );
}

/** /admin/audit-log: every moderation, billing, account and team action, the newest first. */
export function AuditLog() {
  usePageTitle('Admin: Audit log');
  const { page, filters, setFilters } = useListParams([
    'action',
    'actor',
    'targetId',
    'q',
  ] as const);
  const query: AuditLogFilters = {
    page,
    action: auditActionSchema.safeParse(filters.action).data,
    actor: actorSchema.safeParse(filters.actor).data,
    targetId: filters.targetId,
    q: filters.q,
  };
  const log = useAuditLog(query);
  const filtered = Boolean(query.action || query.actor || query.targetId || query.q);

  return (
    <AdminListPage
      section="audit-log"
      title="Audit log"
      description="Who did what, to which organization, account or code, and why. The newest first; nothing here can be changed."
      controls={
        <>
          <AdminListToolbar
            searchLabel="Search the log"
            searchPlaceholder="Reason, target or who"
            filters={[
              {
                name: 'action',
                label: 'Action',
                anyLabel: 'All actions',
                options: actionOptions,
                className: 'flex flex-col gap-2 sm:w-60',
              },
              { name: 'actor', label: 'Who', anyLabel: 'Anyone', options: actorOptions },
            ]}
            values={query}
            onChange={setFilters}
          />
          {query.targetId ? (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>
                Showing one target: <code className="font-mono text-xs">{query.targetId}</code>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setFilters({ targetId: undefined })}
              >
                <X aria-hidden />
                Show all targets
              </Button>
            </div>
          ) : null}
        </>
      }
      list={log}
      loadingLabel="Loading the audit log…"
      empty={
        <ListEmpty title={filtered ? 'No entries match' : 'Nothing recorded yet'}>
          {filtered ? 'Try other filters.' : null}
        </ListEmpty>
      }
      pagesLabel="Audit log pages"
    >
      {(items) => (
        <AdminList
          label="Audit log entries"
          headings={['When', 'Who', 'What', 'Target', 'Why']}
          columns={columns}
        >
          {items.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </AdminList>
      )}
    </AdminListPage>
  );
}
