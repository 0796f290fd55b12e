import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A native select styled as the app's inputs: a short list (a role, a month) needs no custom listbox, and the
 * browser's own is the most accessible one on every device.
 */
export function FormSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
