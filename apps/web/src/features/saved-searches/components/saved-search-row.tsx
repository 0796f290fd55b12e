import {
  alertMessages,
  apiMessages,
  savedSearchText,
  type SavedSearchAlerts,
} from '@catalyst/shared';
import ExternalLink from 'lucide-react/icons/arrow-up-right';
import { useId } from 'react';
import { Link } from 'react-router';
import { DeleteRowAction } from '@/components/editable-list-row';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/notify';
import { useDeleteSavedSearch, useReplaceSavedSearch } from '../api/change-saved-search';
import type { SavedSearchItem } from '../api/get-saved-searches';
import { directoryHref } from '../directory-search';
import { AlertsSelect } from './alerts-select';
import { RenameSavedSearchAction } from './rename-saved-search-dialog';

// The server's own words: not found any more, too many changes this hour.
const failed = (error: unknown) => toast.error(apiErrorMessage(error, apiMessages.internal));

/**
 * One saved search: its name and the way to open it in the directory; how often its alerts
 * are mailed, changed as soon as it is chosen; Rename and Delete.
 */
export function SavedSearchRow({ search }: { search: SavedSearchItem }) {
  const alertsId = useId();
  const change = useReplaceSavedSearch();
  const remove = useDeleteSavedSearch();
  // While a change is on its way the select shows it; the list read after it then agrees.
  const alerts = change.isPending ? change.variables.body.alerts : search.alerts;

  function changeAlerts(next: SavedSearchAlerts) {
    change.mutate(
      { id: search.id, body: { query: search.query, alerts: next, name: search.name } },
      { onSuccess: () => toast.success(alertMessages.settingsSaved), onError: failed },
    );
  }

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{search.name}</p>
        <Link
          to={directoryHref(search.query)}
          // What it shows, then the search's: each Open in the list is told apart, and a voice
          // command saying what it shows finds it.
          aria-label={`${savedSearchText.open} ${search.name}`}
          className="mt-0.5 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {savedSearchText.open}
          <ExternalLink aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex items-center gap-2">
          <Label htmlFor={alertsId} className="text-sm font-normal text-slate-600">
            {savedSearchText.alertsLabel}
          </Label>
          <AlertsSelect
            id={alertsId}
            // Each row's select is told apart by its search's name, after the words it shows.
            aria-label={savedSearchText.alertsFor(search.name)}
            className="h-8 w-28 py-0"
            value={alerts}
            disabled={change.isPending}
            aria-busy={change.isPending}
            onChange={(event) => changeAlerts(event.target.value as SavedSearchAlerts)}
          />
        </div>
        <div className="flex gap-2">
          <RenameSavedSearchAction search={search} />
          <DeleteRowAction
            itemName={search.name}
            title={savedSearchText.deleteTitle}
            description={savedSearchText.deleteDescription(search.name)}
            busy={remove.isPending}
            onConfirm={(close) =>
              remove.mutate(search.id, {
                onSuccess: () => {
                  toast.success(savedSearchText.deleted(search.name));
                  close();
                },
                onError: failed,
              })
            }
          />
        </div>
      </div>
    </li>
  );
}
