import type { MediaItem, Organization } from '@catalyst/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cachedCopiesOf } from '@/features/organizations';
import { apiRequest, type ApiData } from '@/lib/api-client';

const galleryPath = (organizationId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/media`;

/** The photo in the multipart field `image`, its description in `alt`. */
function uploadGalleryPhoto(input: { organizationId: string; file: File; alt: string }) {
  const body = new FormData();
  body.append('alt', input.alt);
  body.append('image', input.file);
  return apiRequest<ApiData<'/organizations/{id}/media', 'post'>>(
    galleryPath(input.organizationId),
    { method: 'POST', body },
  );
}

function addGalleryVideo(input: { organizationId: string; url: string }) {
  return apiRequest<ApiData<'/organizations/{id}/media/videos', 'post'>>(
    `${galleryPath(input.organizationId)}/videos`,
    {
      method: 'POST',
      body: { url: input.url },
    },
  );
}

async function deleteGalleryItem(input: { organizationId: string; mediaId: string }) {
  await apiRequest<ApiData<'/organizations/{id}/media/{mediaId}', 'delete'>>(
    `${galleryPath(input.organizationId)}/${encodeURIComponent(input.mediaId)}`,
    {
      method: 'DELETE',
    },
  );
}

function reorderGallery(input: { organizationId: string; ids: string[] }) {
  return apiRequest<ApiData<'/organizations/{id}/media/order', 'put'>>(
    `${galleryPath(input.organizationId)}/order`,
    {
      method: 'PUT',
      body: { ids: input.ids },
    },
  );
}

/** Every cached copy of the profile gets the gallery as it now is. */
function updateCachedGallery(
  queryClient: QueryClient,
  organizationId: string,
  change: (media: MediaItem[]) => MediaItem[],
) {
  queryClient.setQueriesData<Organization>(cachedCopiesOf(organizationId), (current) =>
    current ? { ...current, media: change(current.media) } : current,
  );
}

/** Adding, removing and ordering the gallery, each reflected in the cached profile at once. */
export function useGalleryChanges(organizationId: string) {
  const queryClient = useQueryClient();
  const append = (item: MediaItem) =>
    updateCachedGallery(queryClient, organizationId, (media) => [...media, item]);
  return {
    uploadPhoto: useMutation({
      mutationFn: (input: { file: File; alt: string }) =>
        uploadGalleryPhoto({ organizationId, ...input }),
      onSuccess: append,
    }),
    addVideo: useMutation({
      mutationFn: (url: string) => addGalleryVideo({ organizationId, url }),
      onSuccess: append,
    }),
    remove: useMutation({
      mutationFn: (mediaId: string) => deleteGalleryItem({ organizationId, mediaId }),
      onSuccess: (_answer, mediaId) =>
        updateCachedGallery(queryClient, organizationId, (media) =>
          media.filter((item) => item.id !== mediaId),
        ),
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => reorderGallery({ organizationId, ids }),
      onSuccess: (media) => updateCachedGallery(queryClient, organizationId, () => media),
    }),
  };
}
