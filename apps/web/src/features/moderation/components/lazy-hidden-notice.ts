import { lazy } from 'react';

/** The hidden notice, loaded only where an owner's organization is hidden. */
export const LazyHiddenNotice = lazy(async () => ({
  default: (await import('./hidden-notice')).HiddenNotice,
}));
