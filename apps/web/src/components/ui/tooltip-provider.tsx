import { TOOLTIP_DELAY_MS } from '@catalyst/shared';
import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Radix's default: after a tooltip closes, the next one within this time opens at once. */
const SKIP_DELAY_MS = 300;

interface TooltipTiming {
  /** How long the pointer rests on a trigger before its tooltip opens, right now. */
  delayDuration: number;
  skipDelayDuration: number;
  disableHoverableContent: boolean | undefined;
  opened(): void;
  closed(): void;
}

/**
 * The timing every tooltip of the app shares. Each Tooltip carries its own Radix provider (so
 * Radix's code loads with the pages that show tooltips, not with every page); this context
 * keeps what a single Radix provider did across them: once one tooltip has opened, moving to
 * another shows it without the delay.
 */
export const TooltipTimingContext = createContext<TooltipTiming | null>(null);

interface TooltipProviderProps {
  children?: ReactNode;
  delayDuration?: number;
  skipDelayDuration?: number;
  disableHoverableContent?: boolean;
}

export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = SKIP_DELAY_MS,
  disableHoverableContent,
}: TooltipProviderProps) {
  const [skipping, setSkipping] = useState(false);
  const skipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(skipTimer.current), []);

  const timing = useMemo<TooltipTiming>(
    () => ({
      delayDuration: skipping ? 0 : delayDuration,
      skipDelayDuration,
      disableHoverableContent,
      opened() {
        clearTimeout(skipTimer.current);
        setSkipping(true);
      },
      closed() {
        clearTimeout(skipTimer.current);
        skipTimer.current = setTimeout(() => setSkipping(false), skipDelayDuration);
      },
    }),
    [skipping, delayDuration, skipDelayDuration, disableHoverableContent],
  );

  return <TooltipTimingContext.Provider value={timing}>{children}</TooltipTimingContext.Provider>;
}
