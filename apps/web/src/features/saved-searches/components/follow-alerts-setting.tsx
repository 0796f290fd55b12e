import {
  alertMessages,
  apiMessages,
  savedSearchText,
  type SavedSearchAlerts,
} from '@catalyst/shared';
import { useId } from 'react';
import { DashboardCard } from '@/components/dashboard-card';
import { LoadFailedAlert, LoadingBlock } from '@/components/query-states';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/notify';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alert-settings';
import { AlertsSelect } from './alerts-select';

/** How often new roles at the organizations the person follows are mailed, kept as it is chosen. */
export function FollowAlertsSetting({ userId }: { userId: string }) {
  const selectId = useId();
  const settings = useAlertSettings(userId);
  const update = useUpdateAlertSettings(userId);

  let body;
  if (settings.isPending) {
    body = (
      <LoadingBlock label="Loading your alert settings…">
        <Skeleton className="h-10 w-40" />
      </LoadingBlock>
    );
  } else if (settings.isError) {
    body = <LoadFailedAlert error={settings.error} />;
  } else {
    const follows = update.isPending ? update.variables.follows : settings.data.follows;
    body = (
      <div className="flex flex-col gap-2">
        <Label htmlFor={selectId}>{savedSearchText.followsLabel}</Label>
        <AlertsSelect
          id={selectId}
          className="sm:w-40"
          value={follows}
          disabled={update.isPending}
          aria-busy={update.isPending}
          onChange={(event) =>
            update.mutate(
              { follows: event.target.value as SavedSearchAlerts },
              {
                onSuccess: () => toast.success(alertMessages.settingsSaved),
                onError: (error) => toast.error(apiErrorMessage(error, apiMessages.internal)),
              },
            )
          }
        />
      </div>
    );
  }

  return (
    <DashboardCard
      id="follow-alerts"
      title={savedSearchText.followsTitle}
      description={savedSearchText.followsDescription}
    >
      {body}
    </DashboardCard>
  );
}
