import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { discoveryLabels } from '../discovery-labels';
import { CategoryFilterPanel, type CategoryFilterPanelProps } from './category-filter-panel';
import { SelectedCountBadge } from './selected-count-badge';

export interface AllFiltersSheetProps extends CategoryFilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Organizations matching the current choices; undefined while counting. */
  total: number | undefined;
  onClearCategories: () => void;
}

/**
 * Every category group at once, in a drawer rising from the bottom: the only way to the
 * categories on phones, and the full overview on wider screens.
 */
export function AllFiltersSheet({
  open,
  onOpenChange,
  total,
  onClearCategories,
  className,
  ...panel
}: AllFiltersSheetProps) {
  const selected = panel.selectedIds.size;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button
          type="button"
          variant="outline"
          className={cn('h-8 gap-1.5 rounded-full px-3 text-[0.8125rem]', className)}
        >
          <SlidersHorizontal aria-hidden />
          {discoveryLabels.allFilters}
          <SelectedCountBadge count={selected} />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="bottom"
        title={discoveryLabels.allFilters}
        closeLabel={discoveryLabels.closeFilters}
        className="mx-auto w-full max-w-7xl gap-0 p-0"
        headerClassName="border-b border-slate-200 px-4 py-3 sm:px-6"
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
