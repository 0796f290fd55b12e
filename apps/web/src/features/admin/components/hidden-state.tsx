import type { AdminOrganization } from '@catalyst/shared';
import { formatDate } from '../lib/format';
import { StatusBadge } from './status-badge';

/** Whether moderators hid an organization: since when, why, and whether its owner asked back. */
export function HiddenState({ hidden }: { hidden: AdminOrganization['hidden'] }) {
  if (!hidden) return <span className="text-slate-500">Visible</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status="hidden" />
        <span className="text-xs text-slate-600">
          since <time dateTime={hidden.at}>{formatDate(hidden.at)}</time>
        </span>
      </span>
      <p className="line-clamp-3 text-sm break-words text-slate-700" title={hidden.reason}>
        {hidden.reason}
      </p>
      {hidden.reviewRequestedAt ? (
        <p className="text-xs font-medium text-amber-800">
          Review requested{' '}
          <time dateTime={hidden.reviewRequestedAt}>{formatDate(hidden.reviewRequestedAt)}</time>
        </p>
      ) : null}
    </div>
  );
}
