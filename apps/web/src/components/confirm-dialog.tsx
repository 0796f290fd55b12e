import type { ReactNode } from 'react';
import { DialogActions, DialogShell } from '@/components/dialog-shell';

/**
 * An action asked for twice (destructive ones by default): the trigger opens it, Cancel or the
 * confirm button answer. While `busy` the dialog stays open and both buttons are disabled, so
 * the action settles before anything else can happen.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  busy,
  trigger,
  title,
  description,
  icon,
  confirmLabel,
  busyLabel,
  confirmVariant = 'destructive',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Shown beside the title and description. */
  icon?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** 'default' for an action that undoes one (restore, enable) rather than destroys. */
  confirmVariant?: 'destructive' | 'default';
  onConfirm: () => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      trigger={trigger}
      title={title}
      description={description}
      icon={icon}
    >
      <DialogActions
        busy={busy}
        label={confirmLabel}
        busyLabel={busyLabel}
        variant={confirmVariant}
        onConfirm={onConfirm}
      />
    </DialogShell>
  );
}
