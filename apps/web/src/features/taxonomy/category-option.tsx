import type { Category } from '@catalyst/shared';
import { useId, type Ref } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

/**
 * One category as a checkbox row of a list: its emoji and name, its meaning read with it and
 * shown on hover or focus, and, where the directory knows it, how many organizations it holds.
 * The directory's filters and the organization editor's picker list categories alike.
 */
export function CategoryOption({
  category,
  selected,
  disabled,
  muted,
  count,
  invalid = false,
  checkboxRef,
  onToggle,
}: {
  category: Category;
  selected: boolean;
  disabled: boolean;
  /** Greys the name: a disabled choice, or a filter with nothing behind it. */
  muted: boolean;
  /** The organizations it holds; left out where not shown, undefined while unknown. */
  count?: number | undefined;
  invalid?: boolean;
  checkboxRef?: Ref<HTMLButtonElement> | undefined;
  onToggle: (categoryId: string) => void;
}) {
  const id = useId();
  const countId = `${id}-count`;
  const descriptionId = `${id}-description`;
  const empty = count === 0;

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
              ref={checkboxRef}
              checked={selected}
              disabled={disabled}
              onCheckedChange={() => onToggle(category.id)}
              aria-invalid={invalid || undefined}
              aria-describedby={`${count === undefined ? '' : `${countId} `}${descriptionId}`}
            />
            <label
              htmlFor={id}
              className={cn(
                'flex min-w-0 flex-1 items-center gap-1.5 text-sm',
                muted ? 'text-slate-500' : 'text-slate-800',
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
