import { useState } from 'react';

/** Whether `value` has differed, at any render, from what it was on the first one. */
export function useChangedSinceMount<T>(value: T): boolean {
  const [initial] = useState(value);
  const [changed, setChanged] = useState(false);
  const differs = !Object.is(value, initial);
  if (differs && !changed) setChanged(true);
  return changed || differs;
}
