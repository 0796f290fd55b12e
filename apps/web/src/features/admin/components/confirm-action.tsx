import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * A console action asked for once more before it runs. `onConfirm` starts it (a mutation) and
 * calls `close` when it settles; until then the dialog stays, its buttons disabled.
 */
export function ConfirmAction({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  destructive = false,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      confirmVariant={destructive ? 'destructive' : 'default'}
      onConfirm={() => onConfirm(() => setOpen(false))}
    />
  );
}
