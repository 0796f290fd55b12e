import type { AdminOrganization } from '@catalyst/shared';
import History from 'lucide-react/icons/rotate-ccw-clock';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { planLabels } from '../../admin-labels';
import { useAdminUser } from '../../api/get-admin-user';
import { formatDate } from '../../lib/format';
import { HiddenState } from '../hidden-state';
import { ListError } from '../list-state';
import { ModerateOrganizationButton } from '../organization-actions';
import { OrganizationName } from '../organization-name';
import { StatusBadge } from '../status-badge';
import { AccountAction } from './user-actions';
import { AccountStateBadge, RoleBadge, VerifiedBadge } from './user-badges';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function OwnedOrganization({ organization }: { organization: AdminOrganization }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-3">
        <OrganizationName organization={organization} />
        <ModerateOrganizationButton
          organization={organization}
          hidden={organization.hidden !== null}
        />
      </div>
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
        <StatusBadge status={organization.publicationStatus} />
        <span>{planLabels[organization.plan]}</span>
        <span aria-hidden>·</span>
        <span>{organization.openReports} open reports</span>
      </div>
      {organization.hidden ? <HiddenState hidden={organization.hidden} /> : null}
    </li>
  );
}

function UserDetail({ userId, currentUserId }: { userId: string; currentUserId: string }) {
  const detail = useAdminUser(userId);
  if (detail.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading the account…</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return <ListError error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const user = detail.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-1.5">
        <RoleBadge role={user.role} />
        <VerifiedBadge verified={user.emailVerified} />
        <AccountStateBadge disabled={user.disabled} />
      </div>
      <dl className="grid grid-cols-1 gap-3">
        <Detail term="Email">{user.email}</Detail>
        <Detail term="Name">{user.name || '—'}</Detail>
        <Detail term="Joined">
          <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </Detail>
        {user.disabled ? (
          <Detail term="Disabled">
            <time dateTime={user.disabled.at}>{formatDate(user.disabled.at)}</time>:{' '}
            {user.disabled.reason}
          </Detail>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <AccountAction user={user} isSelf={user.id === currentUserId} />
        <Button asChild variant="outline" size="sm">
          <Link to={paths.adminHistoryPath(user.id)}>
            <History aria-hidden />
            History
          </Link>
        </Button>
      </div>
      <section aria-labelledby="admin-user-organizations" className="flex flex-col gap-2">
        <h3 id="admin-user-organizations" className="font-semibold text-slate-900">
          Organizations ({user.organizations.length})
        </h3>
        {user.organizations.length === 0 ? (
          <p className="text-sm text-slate-600">This account owns no organization.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {user.organizations.map((organization) => (
              <OwnedOrganization key={organization.id} organization={organization} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One account in full, beside the list: opened by `?user=` in the address. */
export function UserDetailSheet({
  userId,
  currentUserId,
  onClose,
}: {
  userId: string | undefined;
  currentUserId: string;
  onClose: () => void;
}) {
  return (
    <Sheet open={userId !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {userId ? (
        <SheetContent
          title="Account"
          closeLabel="Close account details"
          className="w-full overflow-y-auto sm:max-w-lg"
        >
          <UserDetail userId={userId} currentUserId={currentUserId} />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
