import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A side drawer (Radix Dialog): focus trapped, Escape and overlay click close it. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetContent({
  className,
  children,
  title,
  side = 'right',
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: ReactNode; side?: 'left' | 'right' }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-fade-in" />
      <Dialog.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-4/5 max-w-sm flex-col gap-4 bg-white p-6 shadow-xl',
          side === 'right' ? 'right-0' : 'left-0',
          className,
        )}
        aria-describedby={undefined}
        {...props}
      >
        <div className="flex items-center justify-between">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Close
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close menu"
          >
            <X className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
