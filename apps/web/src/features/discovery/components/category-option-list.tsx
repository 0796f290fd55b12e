import type { Category } from '@catalyst/shared';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { countOf, type CategoryChoices } from '../category-choices';

/** One group's categories as checkboxes, each with its live count. */
export function CategoryOptionList({
  categories,
  counts,
  selectedIds,
  onToggle,
  className,
}: Pick<CategoryChoices, 'categories' | 'counts' | 'selectedIds' | 'onToggle'> & {
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-col', className)}>
      {categories.map((category) => (
        <CategoryOption
          key={category.id}
          category={category}
          count={countOf(counts, category.id)}
          selected={selectedIds.has(category.id)}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
}

function CategoryOption({
  category,
  count,
  selected,
  onToggle,
}: {
  category: Category;
  /** Undefined while the counts are unknown. */
  count: number | undefined;
  selected: boolean;
  onToggle: (categoryId: string) => void;
}) {
  const id = useId();
  const countId = `${id}-count`;
  const descriptionId = `${id}-description`;
  const empty = count === 0;
  // Nothing to find behind an empty category, but a selected one must stay removable.
  const disabled = empty && !selected;

  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>
          <div
            className={cn(
              'flex items-center gap-2.5 rounded-md px-2 py-1.5',
              !disabled && 'hover:bg-slate-50',
            )}
            data-empty={empty || undefined}
          >
            <Checkbox
              id={id}
              checked={selected}
              disabled={disabled}
              onCheckedChange={() => onToggle(category.id)}
              aria-describedby={`${count === undefined ? '' : `${countId} `}${descriptionId}`}
            />
            <label
              htmlFor={id}
              className={cn(
                'flex min-w-0 flex-1 items-center gap-1.5 text-sm',
                empty ? 'text-slate-500' : 'text-slate-800',
                disabled ? 'cursor-not-allowed' : 'cursor-pointer',
              )}
            >
              <span aria-hidden>{category.emoji}</span>
              <span>{category.name}</span>
            </label>
            {count === undefined ? null : (
              <span
                id={countId}
                className={cn(
                  'ml-auto rounded-full px-2 py-0.5 text-xs tabular-nums',
                  empty ? 'text-slate-500' : 'bg-slate-100 text-slate-700',
                )}
              >
                <span aria-hidden>{count}</span>
                <span className="sr-only">
                  {`${count} ${count === 1 ? 'organization' : 'organizations'}`}
                </span>
              </span>
            )}
            <span id={descriptionId} className="sr-only">
              {category.description}
            </span>
          </div>
        </TooltipTrigger>
        <TooltipContent side="top" align="start">
          {category.description}
        </TooltipContent>
      </Tooltip>
    </li>
  );
}
