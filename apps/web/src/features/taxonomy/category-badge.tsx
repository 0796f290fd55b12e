import type { Category } from '@catalyst/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A category with its emoji: filled when `selected` (e.g. active in the filter), outlined otherwise. */
export function CategoryBadge({
  category,
  selected = false,
  className,
}: {
  category: Pick<Category, 'name' | 'emoji'>;
  selected?: boolean;
  className?: string;
}) {
  return (
    <Badge
      variant={selected ? 'default' : 'outline'}
      className={cn('whitespace-normal', className)}
      data-selected={selected || undefined}
    >
      <span aria-hidden>{category.emoji}</span>
      {category.name}
    </Badge>
  );
}
