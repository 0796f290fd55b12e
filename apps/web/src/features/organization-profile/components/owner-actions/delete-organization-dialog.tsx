import { organizationFormMessages, organizationMessages } from '@catalyst/shared';
import { useQueryClient } from '@tanstack/react-query';
import Trash2 from 'lucide-react/icons/trash';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/notify';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { FlashState } from '@/hooks/use-flash-message';
import { forgetDeletedOrganization, useDeleteOrganization } from '@/features/organizations';
import { deleteErrorMessage } from './delete-error-message';

/**
 * Confirm, deleting, then the owner's dashboard with the product's
 * message. On failure the dialog closes and the error is logged; a toast says why, too.
 */
export function DeleteOrganizationDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const deletion = useDeleteOrganization();
  const deleting = deletion.isPending;

  function confirm() {
    deletion.mutate(orgId, {
      onSuccess: async () => {
        const state: FlashState = { message: organizationFormMessages.deleted };
        // Leave the page first: dropping its query while it is shown would refetch it.
        await navigate(paths.profile, { state });
        await forgetDeletedOrganization(queryClient, orgId, user?.id);
      },
      onError: (error) => {
        console.error('Deleting the organization failed', error);
        setOpen(false);
        toast.error(deleteErrorMessage(error));
      },
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={deleting}
      trigger={
        <Button variant="destructive" size="sm">
          <Trash2 aria-hidden />
          Delete
        </Button>
      }
      icon={
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700">
          <TriangleAlert aria-hidden className="size-5" />
        </div>
      }
      title={organizationMessages.deleteTitle}
      description={organizationMessages.deleteConfirm}
      confirmLabel="Delete"
      busyLabel={organizationMessages.deleting}
      onConfirm={confirm}
    />
  );
}
