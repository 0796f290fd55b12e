import { messages, type Category, type CategoryGroup } from '@catalyst/shared';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState, type Ref } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { groupColor } from '@/features/taxonomy/group-colors';
import { cn } from '@/lib/utils';

export const CATEGORY_FILTER_HEADING = 'Filter by category';

export interface CategoryFilterPanelProps {
  groups: CategoryGroup[];
  categories: Category[];
  /** Published organizations per category in the selected country; undefined while unknown. */
  counts: ReadonlyMap<string, number> | undefined;
  selectedIds: ReadonlySet<string>;
  onToggle: (categoryId: string) => void;
  status: 'pending' | 'error' | 'success';
  /** Shown under 'Error loading categories'. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Whether the groups show on small screens; wider screens always show them. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  ref?: Ref<HTMLElement>;
  className?: string;
}

export function CategoryFilterPanel({
  groups,
  categories,
  counts,
  selectedIds,
  onToggle,
  status,
  errorMessage,
  onRetry,
  expanded: expandedProp,
  onExpandedChange,
  ref,
  className,
}: CategoryFilterPanelProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const groupsId = `${id}-groups`;
  const [expandedState, setExpandedState] = useState(false);
  const expanded = expandedProp ?? expandedState;
  const setExpanded = (next: boolean) => {
    setExpandedState(next);
    onExpandedChange?.(next);
  };

  const sections = useMemo(
    () =>
      groups
        .map((group, index) => ({
          group,
          color: groupColor(group, index),
          categories: categories.filter((category) => category.groupId === group.id),
        }))
        .filter((section) => section.categories.length > 0),
    [groups, categories],
  );

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn('scroll-mt-24 outline-none', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="sr-only md:not-sr-only md:text-lg md:font-semibold">
          {CATEGORY_FILTER_HEADING}
        </h2>
        <Button
          type="button"
          variant="outline"
          className="w-full justify-between md:hidden"
          aria-expanded={expanded}
          aria-controls={groupsId}
          onClick={() => setExpanded(!expanded)}
        >
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden />
            {CATEGORY_FILTER_HEADING}
            {selectedIds.size > 0 ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                {selectedIds.size}
                <span className="sr-only"> selected</span>
              </span>
            ) : null}
          </span>
          <ChevronDown
            aria-hidden
            className={cn('transition-transform', expanded && 'rotate-180')}
          />
        </Button>
      </div>

      <div id={groupsId} className={cn('mt-4 md:block', expanded ? 'block' : 'hidden')}>
        {status === 'error' ? (
          <Alert variant="destructive">
            <AlertTitle>{messages.discovery.errorCategories}</AlertTitle>
            {errorMessage ? <AlertDescription>{errorMessage}</AlertDescription> : null}
            {onRetry ? (
              <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onRetry}>
                {messages.errorBoundary.retry}
              </Button>
            ) : null}
          </Alert>
        ) : (
          <div
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-busy={status === 'pending' || undefined}
          >
            {status === 'pending'
              ? Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} className="h-64 rounded-xl" />
                ))
              : sections.map(({ group, color, categories: members }) => (
                  <CategoryGroupCard
                    key={group.id}
                    group={group}
                    color={color}
                    categories={members}
                    counts={counts}
                    selectedIds={selectedIds}
                    onToggle={onToggle}
                  />
                ))}
          </div>
        )}
      </div>
    </section>
  );
}

function CategoryGroupCard({
  group,
  color,
  categories,
  counts,
  selectedIds,
  onToggle,
}: {
  group: CategoryGroup;
  color: string;
  categories: Category[];
  counts: ReadonlyMap<string, number> | undefined;
  selectedIds: ReadonlySet<string>;
  onToggle: (categoryId: string) => void;
}) {
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-t-4 border-slate-200 bg-white shadow-sm"
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
      <ul className="flex flex-col p-2">
        {categories.map((category) => (
          <CategoryOption
            key={category.id}
            category={category}
            count={counts?.get(category.id) ?? (counts ? 0 : undefined)}
            selected={selectedIds.has(category.id)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </div>
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
