import type { LinkClick, ReferredView, TrackedLink, ViewSource } from '@catalyst/shared';
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
