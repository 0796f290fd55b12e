import { TOAST_DURATION_MS } from '@catalyst/shared';
import { Toaster as Sonner } from 'sonner';

/** sonner's defaults are the product's: 356 px wide, 3 visible; 4 s before dismissal. */
export function Toaster() {
  return <Sonner richColors closeButton position="bottom-right" duration={TOAST_DURATION_MS} />;
}
