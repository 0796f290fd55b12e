import { TOOLTIP_DELAY_MS } from '@catalyst/shared';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useContext, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { TooltipProvider, TooltipTimingContext } from './tooltip-provider';

export { TooltipProvider };

/**
 * A tooltip with its own Radix provider, timed by the app's TooltipProvider (the shared delay
 * and its skipping between tooltips); alone, it waits the full 700 ms delay every time.
 */
export function Tooltip({ onOpenChange, ...props }: ComponentProps<typeof TooltipPrimitive.Root>) {
  const timing = useContext(TooltipTimingContext);
  return (
    <TooltipPrimitive.Provider
      delayDuration={timing?.delayDuration ?? TOOLTIP_DELAY_MS}
      {...(timing?.disableHoverableContent === undefined
        ? {}
        : { disableHoverableContent: timing.disableHoverableContent })}
    >
      <TooltipPrimitive.Root
        onOpenChange={(open) => {
          if (open) timing?.opened();
          else timing?.closed();
          onOpenChange?.(open);
        }}
        {...props}
      />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
