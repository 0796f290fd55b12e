import type {
  Organization,
  WebsiteCheckInput,
  WebsiteCheckResult,
  WebsiteEmailConfirmed,
  WebsiteVerification,
} from '@catalyst/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cachedCopiesOf } from '@/features/organizations/api/get-organization';
import { apiRequest } from '@/lib/api-client';

const base = (organizationId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/website-verification`;

export const websiteVerificationKey = (organizationId: string) =>
  ['website-verification', organizationId] as const;

/** GET …/website-verification: the state and the code to publish (owners only). */
export const websiteVerificationQuery = (organizationId: string) =>
  queryOptions({
    queryKey: websiteVerificationKey(organizationId),
    queryFn: ({ signal }) => apiRequest<WebsiteVerification>(base(organizationId), { signal }),
  });

/** Asked only once the caller is known to be an owner (anyone else is refused anyway). */
export const useWebsiteVerification = (organizationId: string, enabled: boolean) =>
  useQuery({ ...websiteVerificationQuery(organizationId), enabled });

/** POST …/check: the server fetches the file or the home page and says what it found. */
export function useWebsiteCheck(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebsiteCheckInput) =>
      apiRequest<WebsiteCheckResult>(`${base(organizationId)}/check`, {
        method: 'POST',
        body: input,
      }),
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
      apiRequest<{ email: string; expiresAt: string }>(`${base(organizationId)}/email`, {
        method: 'POST',
        body: { email },
      }),
  });

/** POST /api/website-verification/confirm: the emailed link's holder confirms. */
export function useConfirmWebsiteEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<WebsiteEmailConfirmed>('/website-verification/confirm', {
        method: 'POST',
        body: { token },
      }),
    onSuccess: (confirmed) => {
      void queryClient.invalidateQueries({
        queryKey: ['organization'],
        predicate: (query) =>
          (query.state.data as Organization | undefined)?.id === confirmed.organizationId,
      });
    },
  });
}
