import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import {
  organizationImagePath,
  refreshListsAfterLogoChange,
  setCachedOrganizationImage,
  type OrganizationImageTarget,
} from './upload-organization-image';

interface ImageRemovalInput {
  organizationId: string;
  target: OrganizationImageTarget;
}

/** DELETE the image's address: the server removes every stored size of it. */
const deleteOrganizationImage = ({ organizationId, target }: ImageRemovalInput) =>
  apiRequest<unknown>(organizationImagePath(organizationId, target), { method: 'DELETE' });

export function useDeleteOrganizationImage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: deleteOrganizationImage,
    onSuccess: async (_answer, { organizationId, target }) => {
      setCachedOrganizationImage(queryClient, organizationId, target, null);
      if (target.kind === 'logo') await refreshListsAfterLogoChange(queryClient, user?.id);
    },
  });
}
