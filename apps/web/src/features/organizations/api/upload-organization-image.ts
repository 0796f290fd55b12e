import type {
  Organization,
  bannerUploadSchema,
  categoryImageUploadSchema,
  logoUploadSchema,
} from '@catalyst/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '@/features/auth';
import { dashboardKeys } from '@/lib/query-keys';
import { apiRequest } from '@/lib/api-client';
import { cachedCopiesOf } from './get-organization';

/** Which of an organization's images an upload or removal is about. */
export type OrganizationImageTarget =
  { kind: 'logo' } | { kind: 'banner' } | { kind: 'category'; categoryId: string };

/** The one address per image (docs/product/api.md): POST uploads it, DELETE removes it. */
export function organizationImagePath(organizationId: string, target: OrganizationImageTarget) {
  const base = `/organizations/${encodeURIComponent(organizationId)}`;
  switch (target.kind) {
    case 'logo':
      return `${base}/logo`;
    case 'banner':
      return `${base}/banner`;
    case 'category':
      return `${base}/category/${encodeURIComponent(target.categoryId)}/image`;
  }
}

/** Each endpoint answers with its own field (logoUrl, bannerImageUrl or categoryImageUrl). */
type UploadAnswer = Partial<
  z.infer<typeof logoUploadSchema> &
    z.infer<typeof bannerUploadSchema> &
    z.infer<typeof categoryImageUploadSchema>
>;

interface ImageUploadInput {
  organizationId: string;
  target: OrganizationImageTarget;
  file: File;
}

/** Sends the file as the multipart field `image`; resolves to the stored image's address. */
async function uploadOrganizationImage({
  organizationId,
  target,
  file,
}: ImageUploadInput): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const answer = await apiRequest<UploadAnswer>(organizationImagePath(organizationId, target), {
    method: 'POST',
    body,
  });
  const url = {
    logo: answer.logoUrl,
    banner: answer.bannerImageUrl,
    category: answer.categoryImageUrl,
  }[target.kind];
  if (!url) throw new Error('The upload answer carries no image address');
  return url;
}

/** Writes an image's new address (or null once removed) into every cached copy of the organization. */
export function setCachedOrganizationImage(
  queryClient: QueryClient,
  organizationId: string,
  target: OrganizationImageTarget,
  url: string | null,
): void {
  queryClient.setQueriesData<Organization>(cachedCopiesOf(organizationId), (current) => {
    if (!current) return current;
    if (target.kind === 'logo') return { ...current, logo: url };
    if (target.kind === 'banner') return { ...current, bannerImage: url };
    const categoryImages = { ...current.categoryImages };
    if (url) categoryImages[target.categoryId] = url;
    else delete categoryImages[target.categoryId];
    return { ...current, categoryImages };
  });
}

/** Lists show the logo: let them fetch it afresh once it changes. */
export async function refreshListsAfterLogoChange(
  queryClient: QueryClient,
  ownerId: string | undefined,
): Promise<void> {
  await Promise.allSettled([
    queryClient.invalidateQueries({ queryKey: ['organizations'] }),
    ownerId
      ? queryClient.invalidateQueries({ queryKey: dashboardKeys.organizations(ownerId) })
      : null,
  ]);
}

export function useUploadOrganizationImage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: uploadOrganizationImage,
    onSuccess: async (url, { organizationId, target }) => {
      setCachedOrganizationImage(queryClient, organizationId, target, url);
      if (target.kind === 'logo') await refreshListsAfterLogoChange(queryClient, user?.id);
    },
  });
}
