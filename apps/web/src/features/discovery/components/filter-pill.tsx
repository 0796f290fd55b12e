import { discoveryMessages } from '@catalyst/shared';
import ArrowDown from 'lucide-react/icons/arrow-down';
import Loader2 from 'lucide-react/icons/loader-circle';
import { cn } from '@/lib/utils';
import { REQUIRES_JS } from './no-script-filters';

interface FilterPillProps {
  selectedCount: number;
  /** Organizations matching the filters; undefined while counting. */
  total: number | undefined;
  onClick: () => void;
  /** Called when the pill is approached (pointer, touch or focus), before any press. */
  onApproach?: () => void;
  /** Hidden (and out of the tab order) when its target is already on screen. */
  hidden?: boolean;
}

/** Floats at the bottom of the screen: the way back to the results, or to the filters. */
export function FilterPill({
  selectedCount,
  total,
  onClick,
  onApproach,
  hidden = false,
}: FilterPillProps) {
  const matching = selectedCount > 0;
  return (
    <div
      {...REQUIRES_JS}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4 transition-all duration-300 motion-reduce:transition-none sm:bottom-6',
        hidden && 'invisible translate-y-4 opacity-0',
      )}
    >
      <button
        type="button"
        onClick={onClick}
        onPointerEnter={onApproach}
        onFocus={onApproach}
        onTouchStart={onApproach}
        className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-slate-900 py-2.5 pr-5 pl-3 text-sm font-medium text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {matching ? (
          <span
            data-testid="filter-pill-count"
            className="inline-flex min-w-7 items-center justify-center rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-slate-900 tabular-nums"
          >
            {total === undefined ? (
              <>
                <Loader2 aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" />
                <span className="sr-only">Counting</span>
              </>
            ) : (
              total
            )}
          </span>
        ) : (
          <ArrowDown aria-hidden className="ml-1 size-4" />
        )}{' '}
        {matching ? discoveryMessages.pillMatching : discoveryMessages.pillEmpty}
      </button>
    </div>
  );
}
