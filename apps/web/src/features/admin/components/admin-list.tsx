import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The console's lists: a card per item on small screens, rows under column headings from the
 * lg breakpoint. It stays one list either way: each field carries its own label, shown on the
 * cards and read by screen readers on the rows, where the (hidden from them) headings show it.
 * `columns` is the rows' grid template, written out in full so Tailwind finds it; an actions
 * column needs a fixed width, or the headings (which have no buttons) would lay out otherwise.
 */
export function AdminList({
  label,
  headings,
  columns,
  children,
}: {
  label: string;
  headings: string[];
  columns: string;
  children: ReactNode;
}) {
  return (
    <div className="lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <div
        aria-hidden="true"
        className={cn(
          'hidden gap-4 border-b border-slate-200 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid',
          columns,
        )}
      >
        {headings.map((heading) => (
          <span key={heading}>{heading}</span>
        ))}
      </div>
      <ul
        aria-label={label}
        className="flex flex-col gap-3 lg:gap-0 lg:divide-y lg:divide-slate-200"
      >
        {children}
      </ul>
    </div>
  );
}

export function AdminListItem({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        'lg:grid lg:items-start lg:gap-4 lg:rounded-none lg:border-0 lg:px-4 lg:py-3 lg:shadow-none',
        columns,
      )}
    >
      {children}
    </li>
  );
}

/** One field of an item: its label above it on a card, for screen readers only on a row. */
export function AdminField({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 text-sm text-slate-800', className)}>
      <p className="text-xs font-medium text-slate-500 lg:sr-only">{label}</p>
      <div className="mt-0.5 break-words lg:mt-0">{children}</div>
    </div>
  );
}
