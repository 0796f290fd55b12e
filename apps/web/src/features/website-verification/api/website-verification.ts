import type { Organization, WebsiteCheckInput } from '@catalyst/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cachedCopiesOf } from '@/features/organizations';
import { apiRequest, type ApiData } from '@/lib/api-client';

const base = (organizationId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/website-verification`;

const websiteVerificationKey = (organizationId: string) =>
  ['website-verification', organizationId] as const;

/** GET …/website-verification: the state and the code to publish (owners only). */
const websiteVerificationQuery = (organizationId: string) =>
  queryOptions({
    queryKey: websiteVerificationKey(organizationId),
    queryFn: ({ signal }) =>
      apiRequest<ApiData<'/organizations/{id}/website-verification', 'get'>>(base(organizationId), {
        signal,
      }),
  });

/** Asked only once the caller is known to be an owner (anyone else is refused anyway). */
export const useWebsiteVerification = (organizationId: string, enabled: boolean) =>
  useQuery({ ...websiteVerificationQuery(organizationId), enabled });

/** POST …/check: the server fetches the file or the home page and says what it found. */
export function useWebsiteCheck(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebsiteCheckInput) =>
      apiRequest<ApiData<'/organizations/{id}/website-verification/check', 'post'>>(
        `${base(organizationId)}/check`,
        {
          method: 'POST',
          body: input,
        },
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(websiteVerificationKey(organizationId), result.verification);
      // The profile and the cards show the badge: read them again.
      void queryClient.invalidateQueries(cachedCopiesOf(organizationId));
      void queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
}

/** POST …/email: a link to an address at the website's domain. */
export const useWebsiteEmail = (organizationId: string) =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<ApiData<'/organizations/{id}/website-verification/email', 'post'>>(
        `${base(organizationId)}/email`,
        {
          method: 'POST',
          body: { email },
        },
      ),
  });

/** POST /api/website-verification/confirm: the emailed link's holder confirms. */
export function useConfirmWebsiteEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<ApiData<'/website-verification/confirm', 'post'>>(
        '/website-verification/confirm',
        {
          method: 'POST',
          body: { token },
        },
      ),
    onSuccess: (confirmed) => {
      void queryClient.invalidateQueries({
        queryKey: ['organization'],
        predicate: (query) =>
          (query.state.data as Organization | undefined)?.id === confirmed.organizationId,
      });
    },
  });
}
