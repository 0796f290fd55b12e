import {
  VIEW_SOURCE_PARAM,
  viewSourceOf,
  type LinkClick,
  type ReferredView,
  type TrackedLink,
  type ViewSource,
} from '@catalyst/shared';
import { buildApiUrl } from '@/lib/api-client';

/**
 * Tells the server something happened, without waiting for or reading its answer:
 * navigator.sendBeacon survives the page being left (a click that opens another site), and
 * the browser sends it when convenient. fetch with keepalive stands in where it is missing.
 */
function beacon(path: string, body?: LinkClick | ReferredView): void {
  const url = buildApiUrl(path);
  const data =
    body === undefined ? undefined : new Blob([JSON.stringify(body)], { type: 'application/json' });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data)) return;
  } catch {
    // Fall through: some browsers throw for a blob type they will not send.
  }
  void fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    ...(data ? { body: data, headers: { 'content-type': 'application/json' } } : {}),
  }).catch(() => undefined);
}

/** One view of a profile, once the page shows it in a browser. */
export function sendProfileView(organizationId: string): void {
  beacon(`/organizations/${encodeURIComponent(organizationId)}/views`);
}

export function sendLinkClick(organizationId: string, link: TrackedLink, roleId?: string): void {
  beacon(
    `/organizations/${encodeURIComponent(organizationId)}/link-clicks`,
    link === 'apply' && roleId ? { link, roleId } : { link },
  );
}

/** A visit to the organization's profile or a role page through its embed or a feed entry. */
export function sendReferredView(organizationId: string, source: ViewSource): void {
  beacon(`/organizations/${encodeURIComponent(organizationId)}/referred-views`, { source });
}

/**
 * A page of an organization (its profile, one of its roles) opened from a link of the
 * organization's embed or of a feed entry carries their marker (`?ref=embed`, `?ref=feed`):
 * counts that visit (the server leaves out bots, the organization's own people and repeats the
 * same day), then takes the marker out of the address, so that an address copied, shared or
 * bookmarked from here is no visit through the embed or the feed. The history entry is
 * replaced, not pushed: Back still leads to the site the visitor came from. Called once the
 * page shows its organization, from an effect: the server's render never counts. A second call
 * (StrictMode runs effects twice) finds no marker left.
 *
 * Here, with the beacons, rather than in a component: pages load this module after their first
 * load, which is budgeted to the last few hundred bytes. The router's own record of the address
 * keeps the marker until the next navigation; nothing reads it there.
 */
export function countReferredView(organizationId: string): void {
  const address = new URL(window.location.href);
  const source = viewSourceOf(address.searchParams);
  if (!source) return;
  sendReferredView(organizationId, source);
  address.searchParams.delete(VIEW_SOURCE_PARAM);
  window.history.replaceState(window.history.state, '', address);
}
