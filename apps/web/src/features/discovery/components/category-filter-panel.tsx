import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { CategoryGroupCard } from '@/features/taxonomy';
import { cn } from '@/lib/utils';
import { categorySections, type CategoryChoices, type CategorySection } from '../category-choices';
import { CategoriesLoadError } from './categories-load-error';
import { CategoryOptionList } from './category-option-list';

export interface CategoryFilterPanelProps extends CategoryChoices {
  status: 'pending' | 'error' | 'success';
  /** Shown under 'Error loading categories'. */
  errorMessage?: string;
  onRetry?: () => void;
  className?: string;
}

/** Every category group side by side: one column on phones, up to four on wide screens. */
export function CategoryFilterPanel({
  groups,
  categories,
  status,
  errorMessage,
  onRetry,
  className,
  ...choices
}: CategoryFilterPanelProps) {
  const sections = useMemo(() => categorySections(groups, categories), [groups, categories]);

  if (status === 'error') {
    return <CategoriesLoadError errorMessage={errorMessage} onRetry={onRetry} />;
  }
  return (
    <div
      className={cn(
        'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
        className,
      )}
      aria-busy={status === 'pending' || undefined}
    >
      {status === 'pending'
        ? Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-64 rounded-xl" />
          ))
        : sections.map((section) => (
            <GroupFilterCard key={section.group.id} section={section} {...choices} />
          ))}
    </div>
  );
}

function GroupFilterCard({
  section: { group, color, categories },
  ...choices
}: { section: CategorySection } & Pick<CategoryChoices, 'counts' | 'selectedIds' | 'onToggle'>) {
  return (
    <CategoryGroupCard group={group} color={color} className="shadow-sm">
      <CategoryOptionList categories={categories} {...choices} className="p-2" />
    </CategoryGroupCard>
  );
}
