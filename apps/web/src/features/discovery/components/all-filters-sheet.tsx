import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { discoveryLabels } from '../discovery-labels';
import type { AllFiltersSheetProps } from './all-filters-sheet-props';
import { SelectedCountBadge } from './selected-count-badge';

const loadContent = () => import('./all-filters-sheet-content');
const AllFiltersSheetContent = lazy(async () => {
  const { AllFiltersSheetContent } = await loadContent();
  return { default: AllFiltersSheetContent };
});

/** Starts fetching the drawer's code when a way to open it is approached. */
export function preloadAllFiltersSheet() {
  void loadContent();
}

/**
 * Every category group at once, in a drawer rising from the bottom: the only way to the
 * categories on phones, and the full overview on wider screens. The button is plain markup,
 * server-rendered; the drawer (Radix Dialog) is fetched and mounted the first time it opens.
 */
export function AllFiltersSheet(props: AllFiltersSheetProps) {
  const { open, onOpenChange, className, selectedIds } = props;
  const contentId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Opened from here or from elsewhere (the floating pill): either way the drawer mounts then.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);

  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="outline"
        className={cn('h-8 gap-1.5 rounded-full px-3 text-[0.8125rem]', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadAllFiltersSheet}
        onFocus={preloadAllFiltersSheet}
        onTouchStart={preloadAllFiltersSheet}
        onClick={() => onOpenChange(!open)}
      >
        <SlidersHorizontal aria-hidden />
        {discoveryLabels.allFilters}
        <SelectedCountBadge count={selectedIds.size} />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <AllFiltersSheetContent {...props} triggerRef={triggerRef} contentId={contentId} />
        </Suspense>
      ) : null}
    </>
  );
}
