import { lazy, Suspense } from 'react';
import { SkipOnError } from '@/components/skip-on-error';

/**
 * The directory's first load is budgeted to the last few hundred bytes, and few of its
 * visitors save a search: the button's code (its texts, icon and sign-in hand-off) comes in a
 * file of its own once the page has hydrated, like the footer's. The server waits for it and
 * sends the button whole, so it shows from the first paint; React takes it over when its file
 * arrives, replaying a click made before then. Should the file fail to load, the directory
 * goes on without the button.
 */
const SaveSearchButton = lazy(() => import('./save-search-button'));

/** Save this search, for the directory's current address (see SaveSearchButton). */
export function SaveSearchSlot({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <SkipOnError part="Save this search">
        <SaveSearchButton {...(className ? { className } : {})} />
      </SkipOnError>
    </Suspense>
  );
}
