import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import type { CategoryChoices, CategorySection } from '../category-choices';
import { CategoryOptionList } from './category-option-list';
import { SelectedCountBadge } from './selected-count-badge';

// Past this many categories a group's choices take two columns, so the panel opens below its
// button instead of covering the page above it.
const ONE_COLUMN_MAX = 6;

/** A category group as one button in the filter bar; its choices open beside it. */
export function CategoryGroupPopover({
  section: { group, color, categories },
  ...choices
}: { section: CategorySection } & Pick<CategoryChoices, 'counts' | 'selectedIds' | 'onToggle'>) {
  const headingId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const selected = categories.filter((category) => choices.selectedIds.has(category.id)).length;
  const twoColumns = categories.length > ONE_COLUMN_MAX;

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className={cn(
            'h-8 gap-1.5 rounded-full px-3 text-[0.8125rem]',
            'data-[state=open]:border-brand-600 data-[state=open]:bg-brand-50',
            selected > 0 && 'border-brand-600',
          )}
          data-group={group.id}
        >
          <span aria-hidden>{group.emoji}</span>
          {group.name}
          <SelectedCountBadge count={selected} />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        ref={contentRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        // Focus lands on the panel, not its first checkbox, whose tooltip would then cover the
        // list; Tab walks into the choices.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        className={cn(
          'max-h-[var(--radix-popover-content-available-height)] overflow-y-auto',
          twoColumns && 'w-[34rem]',
        )}
      >
        <h3
          id={headingId}
          className="mb-1 flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold"
          style={{ backgroundColor: `color-mix(in srgb, ${color} 12%, white)` }}
        >
          <span aria-hidden>{group.emoji}</span>
          {group.name}
        </h3>
        <CategoryOptionList
          categories={categories}
          {...choices}
          className={cn(twoColumns && 'grid grid-cols-2 gap-x-2')}
        />
      </PopoverContent>
    </Popover>
  );
}
