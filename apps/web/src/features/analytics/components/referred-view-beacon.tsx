import { VIEW_SOURCE_PARAM, viewSourceOf } from '@catalyst/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

// Loaded once the page shows its organization, outside the page's first load.
const loadBeacons = () => import('../lib/beacons');

/**
 * A page of an organization (its profile, one of its roles) opened from a link of the
 * organization's embed or of a feed entry carries their marker (`?ref=embed`, `?ref=feed`).
 * Once the page shows its organization, this counts that visit (the server leaves out bots,
 * the organization's own people and repeats the same day), then takes the marker out of the
 * address: an address copied, shared or bookmarked from here is no visit through the embed or
 * the feed. In an effect, so the server's render never counts (it renders without the marker
 * anyway). A component of its own, rendering nothing: it follows the address, and the page
 * around it need not render again each time the address changes (a section's #fragment).
 */
export function ReferredViewBeacon({ organizationId }: { organizationId: string }): null {
  const location = useLocation();
  const navigate = useNavigate();
  const source = viewSourceOf(new URLSearchParams(location.search));
  // The history entry already counted: the effect runs again (StrictMode) before the address
  // has changed.
  const counted = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!source || counted.current === location.key) return;
    counted.current = location.key;
    void loadBeacons().then((beacons) => beacons.sendReferredView(organizationId, source));
    const rest = new URLSearchParams(location.search);
    rest.delete(VIEW_SOURCE_PARAM);
    const search = rest.toString();
    // Replaced, not pushed: Back still leads to the site the visitor came from.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state as unknown },
    );
  }, [organizationId, source, location, navigate]);

  return null;
}
