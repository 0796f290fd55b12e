import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A drawer (Radix Dialog): focus trapped, Escape and overlay click close it. */
export const Sheet = Dialog.Root;
export const SheetClose = Dialog.Close;

const SIDE_CLASS = {
  left: 'inset-y-0 left-0 w-4/5 max-w-sm',
  right: 'inset-y-0 right-0 w-4/5 max-w-sm',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl',
} as const;

export function SheetContent({
  className,
  children,
  title,
  side = 'right',
  closeLabel = 'Close menu',
  headerClassName,
  ...props
}: ComponentProps<typeof Dialog.Content> & {
  title: ReactNode;
  side?: keyof typeof SIDE_CLASS;
  /** The close button's accessible name. */
  closeLabel?: string;
  headerClassName?: string;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
      <Dialog.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-white p-6 shadow-xl',
          SIDE_CLASS[side],
          className,
        )}
        aria-describedby={undefined}
        {...props}
      >
        <div className={cn('flex items-center justify-between gap-4', headerClassName)}>
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            aria-label={closeLabel}
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
