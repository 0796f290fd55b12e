import type { CategoryGroup } from '@catalyst/shared';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A category group as a card, topped and headed in the group's colour, its categories below:
 * the directory's filters and the organization editor's picker show groups alike.
 */
export function CategoryGroupCard({
  group,
  color,
  className,
  children,
}: {
  group: CategoryGroup;
  color: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className={cn(
        'overflow-hidden rounded-xl border border-t-4 border-slate-200 bg-white',
        className,
      )}
      style={{ borderTopColor: color }}
      data-group={group.id}
    >
      <h3
        id={headingId}
        className="flex items-center gap-2 px-4 py-2.5 text-sm font-semibold text-slate-900"
        style={{ backgroundColor: `color-mix(in srgb, ${color} 12%, white)` }}
      >
        <span aria-hidden>{group.emoji}</span>
        {group.name}
      </h3>
      {children}
    </div>
  );
}
