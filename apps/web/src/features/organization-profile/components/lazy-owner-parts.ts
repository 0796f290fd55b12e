import { lazy } from 'react';

// Only an owner sees these, and most visitors are not: their code (a dialog among it) loads
// when an owner opens their own profile, not on every visit.
export const LazyOwnerActions = lazy(async () => ({
  default: (await import('./owner-actions/owner-actions')).OwnerActions,
}));
export const LazyUnpublishedNotice = lazy(async () => ({
  default: (await import('./unpublished-notice')).UnpublishedNotice,
}));
