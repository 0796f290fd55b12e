import { messages } from '@catalyst/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import type { FlashState } from '@/hooks/use-flash-message';
import { forgetDeletedOrganization, useDeleteOrganization } from '../../api/delete-organization';
import { deleteErrorMessage } from './delete-error-message';

/**
 * Spec sections 2 and 4: confirm, deleting, then the owner's dashboard with the spec's
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
        const state: FlashState = { message: messages.organizationForm.deleted };
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Once the deletion is under way, the dialog stays until it settles.
        if (!deleting) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" size="sm">
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700">
            <TriangleAlert aria-hidden className="size-5" />
          </div>
          <div className="min-w-0">
            <DialogTitle className="text-slate-900">
              {messages.organization.deleteTitle}
            </DialogTitle>
            <DialogDescription>{messages.organization.deleteConfirm}</DialogDescription>
          </div>
        </div>
        <DialogFooter className="flex-col-reverse sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={deleting}
            aria-busy={deleting}
            onClick={confirm}
          >
            {deleting ? messages.organization.deleting : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
