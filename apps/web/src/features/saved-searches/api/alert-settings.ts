import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiBody, type ApiData } from '@/lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

const ALERT_SETTINGS_PATH = '/users/me/alert-settings';

/** GET /api/users/me/alert-settings: how often followed organizations' new roles are mailed. */
const alertSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: savedSearchKeys.alertSettings(userId),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/users/me/alert-settings', 'get'>>(ALERT_SETTINGS_PATH, { signal }),
  });

export const useAlertSettings = (userId: string) => useQuery(alertSettingsQuery(userId));

/** PUT /api/users/me/alert-settings: answers the settings as now kept, which the page shows. */
export function useUpdateAlertSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ApiBody<'/users/me/alert-settings', 'put'>) =>
      apiRequest<ApiData<'/users/me/alert-settings', 'put'>>(ALERT_SETTINGS_PATH, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (settings) =>
      queryClient.setQueryData(savedSearchKeys.alertSettings(userId), settings),
  });
}
