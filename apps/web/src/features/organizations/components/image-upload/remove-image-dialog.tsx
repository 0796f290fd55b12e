import { Trash2 } from 'lucide-react';
import { useState } from 'react';
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

/** Spec section 4: removing an image needs a confirmation first. */
export function RemoveImageDialog({
  label,
  disabled,
  onConfirm,
}: {
  label: string;
  disabled?: boolean | undefined;
  /** Resolves once the removal settled, either way; the dialog closes then. */
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const type = label.toLowerCase();

  async function confirm() {
    setRemoving(true);
    try {
      await onConfirm();
    } finally {
      setRemoving(false);
      setOpen(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!removing) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-slate-900">Remove {type}?</DialogTitle>
        <DialogDescription>
          The {type} will no longer show on the profile. You can upload a new one at any time.
        </DialogDescription>
        <DialogFooter className="flex-col-reverse sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={removing}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={removing}
            aria-busy={removing}
            onClick={() => void confirm()}
          >
            {removing ? 'Removing...' : 'Remove'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
