import { CategoryOption } from '@/features/taxonomy';
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
      {categories.map((category) => {
        const count = countOf(counts, category.id);
        const selected = selectedIds.has(category.id);
        const empty = count === 0;
        return (
          <CategoryOption
            key={category.id}
            category={category}
            count={count}
            selected={selected}
            // Nothing to find behind an empty category, but a selected one must stay removable.
            disabled={empty && !selected}
            muted={empty}
            onToggle={onToggle}
          />
        );
      })}
    </ul>
  );
}
