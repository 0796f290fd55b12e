import type { ReactNode } from 'react';
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
  const heading = (
    <>
      <DialogTitle className="text-slate-900">{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        {icon ? (
          <div className="flex items-start gap-3">
            {icon}
            <div className="min-w-0">{heading}</div>
          </div>
        ) : (
          heading
        )}
        <DialogFooter className="flex-col-reverse sm:flex-row">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant={confirmVariant}
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
