import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onToastRequested } from '@/lib/notify';

const Toaster = lazy(async () => {
  const [{ Toaster: SonnerToaster }] = await Promise.all([
    import('@/components/ui/sonner'),
    loadSonner(),
  ]);
  return { default: SonnerToaster };
});

/** Calls `callback` once the browser has a quiet moment (or after `timeout` ms at the latest). */
function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, Math.min(timeout, 1000));
  return () => window.clearTimeout(handle);
}

/**
 * The app's Toaster, kept off the first load: nothing is rendered on the server or while
 * hydrating; it mounts once the page is idle, or at the first toast if that comes sooner.
 * Toasts raised before it is on screen are shown when it subscribes.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stopListening = onToastRequested(mount);
    const cancelIdle = whenIdle(mount, 3000);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
