import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A titled card of a signed-in page (the team, analytics, the website proof): an h2, its
 * optional icon, and the content below, stacked with even gaps when `stacked`.
 */
export function PageSection({
  title,
  icon,
  stacked = false,
  children,
}: {
  title: string;
  icon?: ReactNode;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className={cn('mt-4', stacked && 'flex flex-col gap-4')}>{children}</div>
    </section>
  );
}
