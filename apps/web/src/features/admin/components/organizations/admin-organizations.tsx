import {
  type AdminOrganization,
  adminOrganizationStatusSchema,
  adminPlanSchema,
} from '@catalyst/shared';
import History from 'lucide-react/icons/rotate-ccw-clock';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import {
  useAdminOrganizations,
  type AdminOrganizationFilters,
} from '../../api/get-admin-organizations';
import { organizationStatusLabels, planLabels } from '../../admin-labels';
import { useListParams } from '../../hooks/use-list-params';
import { countOf, matchVerb } from '../../lib/format';
import { AdminField, AdminList, AdminListItem } from '../admin-list';
import { AdminListPage } from '../admin-list-page';
import { AdminListToolbar } from '../admin-list-toolbar';
import { HiddenState } from '../hidden-state';
import { ListEmpty } from '../list-state';
import { ModerateOrganizationButton } from '../organization-actions';
import { OrganizationName } from '../organization-name';
import { StatusBadge } from '../status-badge';

const columns =
  'lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,2.2fr)_minmax(0,0.8fr)_12.5rem]';

const statusOptions = adminOrganizationStatusSchema.options.map((value) => ({
  value,
  label: organizationStatusLabels[value],
}));
const planOptions = adminPlanSchema.options.map((value) => ({ value, label: planLabels[value] }));

function OrganizationItem({ organization }: { organization: AdminOrganization }) {
  return (
    <AdminListItem columns={columns}>
      <AdminField label="Organization">
        <OrganizationName organization={organization} />
      </AdminField>
      <AdminField label="Status">
        <StatusBadge status={organization.publicationStatus} />
      </AdminField>
      <AdminField label="Plan">{planLabels[organization.plan]}</AdminField>
      <AdminField label="Moderation">
        <HiddenState hidden={organization.hidden} />
      </AdminField>
      <AdminField label="Open reports">
        <span className="tabular-nums">{organization.openReports}</span>
      </AdminField>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <ModerateOrganizationButton
          organization={organization}
          hidden={organization.hidden !== null}
        />
        <Button asChild variant="ghost" size="sm">
          <Link
            to={paths.adminHistoryPath(organization.id)}
            aria-label={`History of ${organization.name}`}
          >
            <History aria-hidden />
            History
          </Link>
        </Button>
      </div>
    </AdminListItem>
  );
}

/** /admin/organizations: every organization, found by name or owner, filtered by state. */
export function AdminOrganizations() {
  usePageTitle('Admin: Organizations');
  const { page, filters, setFilters } = useListParams(['q', 'status', 'plan'] as const);
  const query: AdminOrganizationFilters = {
    page,
    q: filters.q,
    status: adminOrganizationStatusSchema.safeParse(filters.status).data,
    plan: adminPlanSchema.safeParse(filters.plan).data,
  };
  const organizations = useAdminOrganizations(query);
  const filtered = Boolean(query.q || query.status || query.plan);

  return (
    <AdminListPage
      section="organizations"
      title="Organizations"
      description="Every organization, published or not. Find one by its name or its owner's email address."
      controls={
        <>
          <AdminListToolbar
            searchLabel="Search organizations"
            searchPlaceholder="Name or owner email"
            filters={[
              { name: 'status', label: 'Status', anyLabel: 'All statuses', options: statusOptions },
              { name: 'plan', label: 'Plan', anyLabel: 'All plans', options: planOptions },
            ]}
            values={query}
            onChange={setFilters}
          />
          {organizations.data ? (
            <p className="-mb-2 text-sm text-slate-600" role="status">
              {countOf(organizations.data.total, 'organization')}
              {filtered ? matchVerb(organizations.data.total) : ''}
            </p>
          ) : null}
        </>
      }
      list={organizations}
      loadingLabel="Loading organizations…"
      empty={
        <ListEmpty title={filtered ? 'No organizations match' : 'No organizations yet'}>
          {filtered ? 'Try another search or fewer filters.' : null}
        </ListEmpty>
      }
      pagesLabel="Organizations pages"
    >
      {(items) => (
        <AdminList
          label="Organizations"
          headings={['Organization', 'Status', 'Plan', 'Moderation', 'Reports', '']}
          columns={columns}
        >
          {items.map((organization) => (
            <OrganizationItem key={organization.id} organization={organization} />
          ))}
        </AdminList>
      )}
    </AdminListPage>
  );
}
