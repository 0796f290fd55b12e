import type { ComponentProps, ReactNode } from 'react';
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
import { cn } from '@/lib/utils';

/**
 * The app's dialogs: a title and description (beside an icon, if given), then their body.
 * While `busy` the dialog stays open, so an action under way settles before anything else can
 * happen. `scrollable` lets a tall one scroll within the screen instead of overflowing it.
 */
export function DialogShell({
  open,
  onOpenChange,
  busy = false,
  trigger,
  title,
  description,
  icon,
  scrollable = false,
  className,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  /** The button that opens it; none when something else controls `open`. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Shown beside the title and description. */
  icon?: ReactNode;
  scrollable?: boolean;
  className?: string;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
  children?: ReactNode;
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
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        className={cn(scrollable && 'max-h-[calc(100dvh-2rem)] overflow-y-auto', className)}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      >
        {icon ? (
          <div className="flex items-start gap-3">
            {icon}
            <div className="min-w-0">{heading}</div>
          </div>
        ) : (
          heading
        )}
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dialog's answer: Cancel, and the action, which says what it is doing while `busy` (both
 * disabled then). A submit button by default, for the dialog's form; `onConfirm` for a
 * dialog without one.
 */
export function DialogActions({
  busy,
  label,
  busyLabel,
  variant = 'default',
  disabled = false,
  onConfirm,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: 'default' | 'destructive';
  /** Disabled before it can be done (besides while busy). */
  disabled?: boolean;
  onConfirm?: () => void;
  className?: string;
}) {
  return (
    <DialogFooter className={cn('flex-col-reverse sm:flex-row', className)}>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        disabled={disabled || busy}
        aria-busy={busy}
        {...(onConfirm ? { onClick: onConfirm } : {})}
      >
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
