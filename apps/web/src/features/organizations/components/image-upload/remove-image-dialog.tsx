import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/** docs/product/rules-and-limits.md#images: removing an image needs a confirmation first. */
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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={removing}
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={disabled}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      }
      title={`Remove ${type}?`}
      description={`The ${type} will no longer show on the profile. You can upload a new one at any time.`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      onConfirm={() => void confirm()}
    />
  );
}
