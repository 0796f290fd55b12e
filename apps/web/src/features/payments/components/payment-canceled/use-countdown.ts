import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds down from `from`; calls `onZero` once when it gets there. */
export function useCountdown(from: number, onZero: () => void): number {
  const [remaining, setRemaining] = useState(from);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });

  useEffect(() => {
    if (remaining <= 0) {
      onZeroRef.current();
      return undefined;
    }
    // One tick at a time: a tab that was asleep resumes the count instead of skipping it.
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  return remaining;
}
