import { type AdminGuestCode, revokeReasonSchema } from '@catalyst/shared';
import Ban from 'lucide-react/icons/ban';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useGuestCodes } from '../../api/get-guest-codes';
import { useRevokeGuestCode } from '../../api/revoke-guest-code';
import { useListParams } from '../../hooks/use-list-params';
import { countOf, formatDate, formatDateTime } from '../../lib/format';
import { AdminField, AdminList, AdminListItem } from '../admin-list';
import { AdminListPage } from '../admin-list-page';
import { ListEmpty } from '../list-state';
import { ReasonActionButton } from '../reason-action-button';
import { CreateGuestCodeForm } from './create-guest-code-form';
import { CreatedCodePanel } from './created-code-panel';
import { guestCodeState, type GuestCodeState } from './guest-code-state';

const columns =
  'lg:grid-cols-[minmax(0,1.6fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,1.8fr)_6.5rem]';

const stateBadges: Record<GuestCodeState, { label: string; className: string }> = {
  active: { label: 'Active', className: 'border-green-200 bg-green-50 text-green-800' },
  revoked: { label: 'Revoked', className: 'border-red-200 bg-red-50 text-red-800' },
  expired: { label: 'Expired', className: 'border-slate-300 bg-slate-100 text-slate-700' },
  'used-up': { label: 'Used up', className: 'border-slate-300 bg-slate-100 text-slate-700' },
};

function RevokeGuestCodeButton({ code }: { code: AdminGuestCode }) {
  const name = code.label ?? 'this code';
  return (
    <ReasonActionButton
      action={useRevokeGuestCode(code.id)}
      succeeded={() => 'Guest code revoked.'}
      schema={revokeReasonSchema}
      destructive
      label="Revoke"
      accessibleName={`Revoke ${name}`}
      icon={<Ban aria-hidden />}
      title="Revoke guest code"
      description={`Nobody can redeem ${name} any more. Organizations that redeemed it before keep what it gave them.`}
      submitLabel="Revoke code"
      busyLabel="Revoking..."
    />
  );
}

function Redemptions({ code }: { code: AdminGuestCode }) {
  if (code.redemptions.length === 0) return <span className="text-slate-500">None yet</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer font-medium text-brand-800 hover:underline">
        {countOf(code.redemptions.length, 'redemption')}
      </summary>
      <ul className="mt-1.5 flex flex-col gap-1">
        {code.redemptions.map((redemption) => (
          <li key={`${redemption.organizationId}-${redemption.redeemedAt}`} className="text-xs">
            <Link
              to={paths.adminHistoryPath(redemption.organizationId)}
              className="font-medium text-slate-900 hover:underline"
            >
              {redemption.organizationName ?? 'Deleted organization'}
            </Link>{' '}
            <span className="text-slate-600">
              on <time dateTime={redemption.redeemedAt}>{formatDate(redemption.redeemedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function GuestCodeItem({ code }: { code: AdminGuestCode }) {
  const state = guestCodeState(code);
  const badge = stateBadges[state];
  return (
    <AdminListItem columns={columns}>
      <AdminField label="Label">
        <span className={code.label ? 'font-medium text-slate-900' : 'text-slate-500'}>
          {code.label ?? 'No label'}
        </span>
        <p className="text-xs text-slate-600">
          Created <time dateTime={code.createdAt}>{formatDate(code.createdAt)}</time>
        </p>
      </AdminField>
      <AdminField label="Uses">
        <span className="tabular-nums">
          {code.uses} / {code.maxUses}
        </span>
      </AdminField>
      <AdminField label="Expiry">
        {code.expiresAt ? (
          <time dateTime={code.expiresAt}>{formatDateTime(code.expiresAt)}</time>
        ) : (
          'Never'
        )}
      </AdminField>
      <AdminField label="State">
        <Badge className={badge.className}>{badge.label}</Badge>
        {code.revokedAt ? (
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={code.revokedAt}>{formatDate(code.revokedAt)}</time>
          </p>
        ) : null}
      </AdminField>
      <AdminField label="Redemptions">
        <Redemptions code={code} />
      </AdminField>
      <div className="flex lg:justify-end">
        {code.revokedAt ? null : <RevokeGuestCodeButton code={code} />}
      </div>
    </AdminListItem>
  );
}

/** /admin/guest-codes: codes that publish an organization without paying; make and revoke them. */
export function GuestCodes() {
  usePageTitle('Admin: Guest codes');
  const { page } = useListParams([]);
  const codes = useGuestCodes(page);
  // The new code lives only here, in memory: it is gone once the page is left.
  const [created, setCreated] = useState<string | null>(null);

  return (
    <AdminListPage
      section="guest-codes"
      title="Guest codes"
      description="A guest code publishes an organization without payment. Each works a set number of times, until its last day or until revoked."
      controls={
        <>
          {created ? <CreatedCodePanel code={created} onDone={() => setCreated(null)} /> : null}
          <Card>
            <CardHeader>
              <CardTitle>Create a guest code</CardTitle>
              <CardDescription>The code is shown once, right after it is made.</CardDescription>
            </CardHeader>
            <CardContent>
              <CreateGuestCodeForm onCreated={({ code }) => setCreated(code)} />
            </CardContent>
          </Card>
        </>
      }
      list={codes}
      loadingLabel="Loading guest codes…"
      empty={<ListEmpty title="No guest codes yet">Create one above to give out.</ListEmpty>}
      pagesLabel="Guest codes pages"
    >
      {(items) => (
        <AdminList
          label="Guest codes"
          headings={['Label', 'Uses', 'Expiry', 'State', 'Redemptions', '']}
          columns={columns}
        >
          {items.map((code) => (
            <GuestCodeItem key={code.id} code={code} />
          ))}
        </AdminList>
      )}
    </AdminListPage>
  );
}
