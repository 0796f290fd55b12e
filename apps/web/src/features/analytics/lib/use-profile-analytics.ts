import type { TrackedLink } from '@catalyst/shared';
import { useEffect, type RefObject } from 'react';

// The beacons load once the profile is shown, outside its first load; a click that follows
// finds them loaded (the view's import ran first) and sends at once.
const loadBeacons = () => import('./beacons');

/**
 * Counts this profile's view, once per time the page shows it (and apart, a view through the
 * organization's embed or a feed: see countReferredView): in an effect, so the server's
 * render never counts and hydration counts once (the server ignores the organization's own
 * people, bots, and repeat visits the same day). Then counts the tracked links followed
 * inside `container` (see trackedLinkProps), middle clicks included.
 */
export function useProfileAnalytics(
  organizationId: string | undefined,
  container: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!organizationId) return;
    void loadBeacons().then((beacons) => {
      beacons.sendProfileView(organizationId);
      // Reached from the organization's embed or a feed entry: counted apart too.
      beacons.countReferredView(organizationId);
    });
  }, [organizationId]);

  useEffect(() => {
    const element = container.current;
    if (!organizationId || !element) return;
    const onFollow = (event: MouseEvent) => {
      if (event.type === 'auxclick' && event.button !== 1) return;
      const anchor = (event.target as Element | null)?.closest?.('a[data-tracked-link]');
      if (!(anchor instanceof HTMLElement)) return;
      // Only trackedLinkProps writes the attribute, and the server checks the name anyway:
      // the list of links stays out of the profile's first load.
      const link = anchor.dataset['trackedLink'] as TrackedLink;
      const roleId = anchor.dataset['trackedRole'];
      void loadBeacons().then((beacons) => beacons.sendLinkClick(organizationId, link, roleId));
    };
    element.addEventListener('click', onFollow);
    element.addEventListener('auxclick', onFollow);
    return () => {
      element.removeEventListener('click', onFollow);
      element.removeEventListener('auxclick', onFollow);
    };
  }, [organizationId, container]);
}
