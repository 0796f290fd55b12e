import { SCROLL_TO_TOP_AFTER_PX } from '@catalyst/shared';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { useCallback, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

function subscribeToScroll(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** A floating button back to the top, shown once the page has scrolled past `threshold` px. */
export function ScrollToTopButton({
  threshold = SCROLL_TO_TOP_AFTER_PX,
  className,
}: {
  threshold?: number;
  className?: string;
}) {
  const isPastThreshold = useCallback(() => window.scrollY > threshold, [threshold]);
  const visible = useSyncExternalStore(subscribeToScroll, isPastThreshold, () => false);

  if (!visible) return null;
  return (
    <Button
      type="button"
      size="icon"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
      className={cn(
        'fixed right-4 bottom-4 z-40 size-12 animate-fade-in rounded-full shadow-lg sm:right-6 sm:bottom-6 [&_svg]:size-5',
        className,
      )}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  );
}
