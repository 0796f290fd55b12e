import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref callback is within the viewport (grown by
 * `rootMargin`). Without IntersectionObserver it never reports being in view.
 */
export function useInView<T extends Element>({ rootMargin = '0px' }: { rootMargin?: string } = {}) {
  const [node, setNode] = useState<T | null>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
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
  }, [node, rootMargin]);

  return [setNode, inView] as const;
}
