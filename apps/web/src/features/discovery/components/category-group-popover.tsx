import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { CategoryChoices, CategorySection } from '../category-choices';
import { SelectedCountBadge } from './selected-count-badge';

const loadPanel = () => import('./category-group-panel');
const CategoryGroupPanel = lazy(async () => {
  const { CategoryGroupPanel } = await loadPanel();
  return { default: CategoryGroupPanel };
});

/** Starts fetching the panel's code when a group button is approached, so a press opens it at once. */
function preloadCategoryGroupPanel() {
  void loadPanel();
}

/**
 * A category group as one button in the filter bar; its choices open beside it. The button is
 * plain markup, server-rendered; the panel (Radix Popover) is fetched and mounted on first use.
 */
export function CategoryGroupPopover({
  section,
  ...choices
}: { section: CategorySection } & Pick<CategoryChoices, 'counts' | 'selectedIds' | 'onToggle'>) {
  const { group, categories } = section;
  const contentId = useId();
  const headingId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const selected = categories.filter((category) => choices.selectedIds.has(category.id)).length;

  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="outline"
        className={cn(
          'h-8 gap-1.5 rounded-full px-3 text-[0.8125rem]',
          'data-[state=open]:border-brand-600 data-[state=open]:bg-brand-50',
          selected > 0 && 'border-brand-600',
        )}
        data-group={group.id}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadCategoryGroupPanel}
        onFocus={preloadCategoryGroupPanel}
        onTouchStart={preloadCategoryGroupPanel}
        onClick={() => {
          setUsed(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <span aria-hidden>{group.emoji}</span>
        {group.name}
        <SelectedCountBadge count={selected} />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CategoryGroupPanel
            section={section}
            {...choices}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            contentId={contentId}
            headingId={headingId}
          />
        </Suspense>
      ) : null}
    </>
  );
}
