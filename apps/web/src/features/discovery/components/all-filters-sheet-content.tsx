import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent } from '@/components/ui/sheet';
import { discoveryLabels } from '../discovery-labels';
import type { AllFiltersSheetProps } from './all-filters-sheet-props';
import { CategoryFilterPanel } from './category-filter-panel';

/**
 * The drawer of every category group (Radix Dialog): fetched the first time its button is
 * approached or the drawer is opened. The button stays outside, so it is the same element
 * before and after.
 */
export function AllFiltersSheetContent({
  open,
  onOpenChange,
  total,
  onClearCategories,
  triggerRef,
  contentId,
  // The button's, not the drawer's.
  className: _className,
  ...panel
}: AllFiltersSheetProps & {
  /** Where focus returns when the drawer closes, however it was opened. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
}) {
  const selected = panel.selectedIds.size;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={contentId}
        side="bottom"
        title={discoveryLabels.allFilters}
        closeLabel={discoveryLabels.closeFilters}
        className="mx-auto w-full max-w-7xl gap-0 p-0"
        headerClassName="border-b border-slate-200 px-4 py-3 sm:px-6"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-4 sm:p-6">
          <CategoryFilterPanel {...panel} />
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
          <Button
            type="button"
            variant="ghost"
            onClick={onClearCategories}
            disabled={selected === 0}
          >
            {discoveryLabels.clearCategories}
          </Button>
          <SheetClose asChild>
            <Button type="button">{showResultsLabel(total)}</Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function showResultsLabel(total: number | undefined): string {
  if (total === undefined) return 'Show results';
  return `Show ${total} ${total === 1 ? 'organization' : 'organizations'}`;
}
