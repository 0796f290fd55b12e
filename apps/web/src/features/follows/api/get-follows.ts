import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type ApiData } from '@/lib/api-client';
import { followKeys } from './follow-keys';

/** GET /api/users/me/follows: the organizations the person follows, newest first. */
const followsQuery = (userId: string) =>
  queryOptions({
    queryKey: followKeys.list(userId),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/users/me/follows', 'get'>>('/users/me/follows', { signal }),
  });

/** Only a verified person has follows: for anyone else the server answers 401 or 403. */
export const useFollows = (userId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...followsQuery(userId), enabled });
