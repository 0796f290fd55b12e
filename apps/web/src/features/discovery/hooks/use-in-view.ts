import { useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref callback is within the viewport (grown by
 * `rootMargin`). Without IntersectionObserver it never reports being in view.
 *
 * The ref callback observes the element itself (and its cleanup stops): keeping the element in
 * state instead would render the component again the moment it mounts, which for a page being
 * hydrated is a second render of the whole discovery page straight after the first.
 */
export function useInView<T extends Element>({ rootMargin = '0px' }: { rootMargin?: string } = {}) {
  const [inView, setInView] = useState(false);

  const observe = useCallback(
    (node: T | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.at(-1);
          if (entry) setInView(entry.isIntersecting);
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [rootMargin],
  );

  return [observe, inView] as const;
}
