import { lazy, Suspense } from 'react';
import { SkipOnError } from '@/components/skip-on-error';

/**
 * The first loads of the directory and of a profile are budgeted to the last few hundred bytes:
 * Follow's code (its texts and the sign-in hand-off) comes in a file of its own once the page
 * has hydrated. The server waits for it and sends the button whole, so it shows from the first
 * paint; React takes it over when its file arrives, replaying a click made before then. Should
 * the file fail to load, the page goes on without the button.
 */
const FollowButton = lazy(() => import('./follow-button'));

/** Follow, for one organization (see FollowButton). */
export function FollowSlot({ organizationId, name }: { organizationId: string; name: string }) {
  return (
    <Suspense fallback={null}>
      <SkipOnError part="Follow">
        <FollowButton organizationId={organizationId} name={name} />
      </SkipOnError>
    </Suspense>
  );
}
