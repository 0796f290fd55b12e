import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { FlashState } from '@/hooks/use-flash-message';

/**
 * When the dashboard's router-state message mentions 'deleted' (an organization was
 * just deleted), My Organizations opens. The section is scrolled into view once the flash
 * message has been taken out of history: that replace-navigation resets the scroll position,
 * so scrolling any earlier would be undone.
 */
export function useOpenOnDeletedMessage<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  const message = (location.state as FlashState | null)?.message ?? null;
  const [pending, setPending] = useState(false);

  if (message?.includes('deleted') && !pending) setPending(true);

  useEffect(() => {
    if (!pending || message) return;
    const frame = window.requestAnimationFrame(() => {
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      setPending(false);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [pending, message]);

  return ref;
}
