import type { AdminUser } from '@catalyst/shared';
import PanelRightOpen from 'lucide-react/icons/panel-right-open';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAdminUsers } from '../../api/get-admin-users';
import { useListParams } from '../../hooks/use-list-params';
import { countOf, formatDate, matchVerb } from '../../lib/format';
import { AdminField, AdminList, AdminListItem } from '../admin-list';
import { AdminListPage } from '../admin-list-page';
import { ListEmpty } from '../list-state';
import { SearchForm } from '../search-form';
import { AccountAction } from './user-actions';
import { AccountStateBadge, RoleBadge, VerifiedBadge } from './user-badges';
import { UserDetailSheet } from './user-detail-sheet';

const columns =
  'lg:grid-cols-[minmax(0,2.2fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,0.9fr)_12.5rem]';

function UserItem({
  user,
  isSelf,
  detailsTo,
}: {
  user: AdminUser;
  isSelf: boolean;
  /** This very view with the account's details open. */
  detailsTo: string;
}) {
  return (
    <AdminListItem columns={columns}>
      <AdminField label="Account">
        <Link
          to={detailsTo}
          className="font-medium break-all text-slate-900 hover:text-brand-800 hover:underline"
        >
          {user.email}
        </Link>
        <p className="text-xs text-slate-600">
          {user.name || 'No name'}
          {isSelf ? (
            <Badge variant="secondary" className="ml-1.5">
              You
            </Badge>
          ) : null}
        </p>
      </AdminField>
      <AdminField label="Role">
        <RoleBadge role={user.role} />
      </AdminField>
      <AdminField label="Email">
        <VerifiedBadge verified={user.emailVerified} />
      </AdminField>
      <AdminField label="State">
        <AccountStateBadge disabled={user.disabled} />
        {user.disabled ? (
          <p className="mt-1 line-clamp-2 text-xs text-slate-600" title={user.disabled.reason}>
            Since <time dateTime={user.disabled.at}>{formatDate(user.disabled.at)}</time>:{' '}
            {user.disabled.reason}
          </p>
        ) : null}
      </AdminField>
      <AdminField label="Organizations">
        <span className="tabular-nums">{user.organizationCount}</span>
      </AdminField>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button asChild variant="outline" size="sm">
          <Link to={detailsTo} aria-label={`Details of ${user.email}`}>
            <PanelRightOpen aria-hidden />
            Details
          </Link>
        </Button>
        <AccountAction user={user} isSelf={isSelf} />
      </div>
    </AdminListItem>
  );
}

/** /admin/users: accounts by address or name; one opens beside the list with its organizations. */
export function AdminUsers() {
  usePageTitle('Admin: Users');
  const { user: me } = useAuth();
  const { page, filters, setFilters, searchWith } = useListParams(['q', 'user'] as const);
  const users = useAdminUsers({ page, q: filters.q });
  const currentUserId = me?.id ?? '';

  return (
    <AdminListPage
      section="users"
      title="Users"
      description="Every account. Open one to see its organizations, or disable it with a reason."
      controls={
        <>
          <SearchForm
            key={filters.q ?? ''}
            label="Search users"
            placeholder="Email or name"
            value={filters.q ?? ''}
            onSearch={(q) => setFilters({ q })}
          />
          {users.data ? (
            <p className="-mb-2 text-sm text-slate-600" role="status">
              {countOf(users.data.total, 'user')}
              {filters.q ? matchVerb(users.data.total) : ''}
            </p>
          ) : null}
        </>
      }
      list={users}
      loadingLabel="Loading users…"
      empty={
        <ListEmpty title={filters.q ? 'No users match' : 'No users yet'}>
          {filters.q ? 'Try another address or name.' : null}
        </ListEmpty>
      }
      pagesLabel="Users pages"
      overlay={
        <UserDetailSheet
          userId={filters.user}
          currentUserId={currentUserId}
          onClose={() => setFilters({ user: undefined }, { keepPage: true })}
        />
      }
    >
      {(items) => (
        <AdminList
          label="Users"
          headings={['Account', 'Role', 'Email', 'State', 'Organizations', '']}
          columns={columns}
        >
          {items.map((user) => (
            <UserItem
              key={user.id}
              user={user}
              isSelf={user.id === currentUserId}
              detailsTo={searchWith({ user: user.id }, true)}
            />
          ))}
        </AdminList>
      )}
    </AdminListPage>
  );
}
