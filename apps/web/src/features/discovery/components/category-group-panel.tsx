import { useRef, type RefObject } from 'react';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import type { CategoryChoices, CategorySection } from '../category-choices';
import { CategoryOptionList } from './category-option-list';

// Past this many categories a group's choices take two columns, so the panel opens below its
// button instead of covering the page above it.
const ONE_COLUMN_MAX = 6;

export interface CategoryGroupPanelProps extends Pick<
  CategoryChoices,
  'counts' | 'selectedIds' | 'onToggle'
> {
  section: CategorySection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group's button, outside this module: the panel's anchor and where focus returns. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  headingId: string;
}

/**
 * A category group's choices (Radix Popover, checkboxes and tooltips): fetched the first time
 * its button is approached or used. The button stays outside, so it is the same element
 * before and after.
 */
export function CategoryGroupPanel({
  section: { group, color, categories },
  open,
  onOpenChange,
  triggerRef,
  contentId,
  headingId,
  ...choices
}: CategoryGroupPanelProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // Set by a click or focus outside the panel: focus then stays where the visitor put it.
  const interactedOutside = useRef(false);
  const twoColumns = categories.length > ONE_COLUMN_MAX;

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <PopoverContent
        ref={contentRef}
        id={contentId}
        tabIndex={-1}
        aria-labelledby={headingId}
        // Focus lands on the panel, not its first checkbox, whose tooltip would then cover the
        // list; Tab walks into the choices.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        onInteractOutside={(event) => {
          interactedOutside.current = true;
          // The button toggles the panel itself: a press on it must not close it first.
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) triggerRef.current?.focus();
          interactedOutside.current = false;
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
