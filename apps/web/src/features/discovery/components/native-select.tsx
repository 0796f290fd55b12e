import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A browser-native select dressed like the bar's other fields: it needs no script to open, so
 * nothing is fetched before the page can be used, and the platform keeps its keyboard and
 * screen-reader behaviour.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border border-slate-300 bg-white py-0 pr-9 pl-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
