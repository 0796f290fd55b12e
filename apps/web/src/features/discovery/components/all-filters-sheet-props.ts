import type { CategoryFilterPanelProps } from './category-filter-panel';

/** The drawer's props, apart from its code: the button and the lazily loaded drawer share them. */
export interface AllFiltersSheetProps extends CategoryFilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Organizations matching the current choices; undefined while counting. */
  total: number | undefined;
  onClearCategories: () => void;
}
