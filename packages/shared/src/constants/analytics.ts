/** The periods the owner's analytics compare, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The links of a profile whose clicks are counted. */
export const TRACKED_LINKS = ['website', 'linkedin', 'x', 'blog', 'apply'] as const;
export type TrackedLink = (typeof TRACKED_LINKS)[number];

export const trackedLinkLabels: Record<TrackedLink, string> = {
  website: 'Website',
  linkedin: 'LinkedIn',
  x: 'X',
  blog: 'Blog',
  apply: 'Apply links',
};

/**
 * Where a view came from, when one of the site's own links says so: the embed an organization
 * puts on its own site (its roles page and badge), or an entry of an Atom feed. Such views are
 * counted apart, once per visitor and day each.
 */
export const VIEW_SOURCES = ['embed', 'feed'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

/**
 * The query parameter those links carry (`?ref=embed`). The page reads it in the browser and
 * then drops it from the address; the server renders, keeps and caches the page as if it were
 * absent, and canonical addresses never carry it.
 */
export const VIEW_SOURCE_PARAM = 'ref';

const isViewSource = (value: string | null): value is ViewSource =>
  value !== null && (VIEW_SOURCES as readonly string[]).includes(value);

/** `address` (a path or an absolute URL, perhaps with a query) marked as reached from `source`. */
export function withViewSource(address: string, source: ViewSource): string {
  const hash = address.indexOf('#');
  const [base, fragment] = hash < 0 ? [address, ''] : [address.slice(0, hash), address.slice(hash)];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}${VIEW_SOURCE_PARAM}=${source}${fragment}`;
}

/** The source an address's query names, if it names one of ours. */
export function viewSourceOf(search: URLSearchParams): ViewSource | undefined {
  const value = search.get(VIEW_SOURCE_PARAM);
  return isViewSource(value) ? value : undefined;
}

/**
 * A path and query without the source markers (`ref=embed`, `ref=feed`), the rest of it kept
 * byte for byte: the address a page is rendered, kept and cached under. Another `ref` (a
 * newsletter's, say) is not ours and stays. deploy/varnish/catalyst.vcl does the same to its
 * cache key.
 */
export function withoutViewSource(pathAndQuery: string): string {
  if (!pathAndQuery.includes('?')) return pathAndQuery;
  const stripped = pathAndQuery.replace(
    new RegExp(`(?<=[?&])${VIEW_SOURCE_PARAM}=(?:${VIEW_SOURCES.join('|')})(?:&|$)`, 'g'),
    '',
  );
  return stripped === pathAndQuery ? pathAndQuery : stripped.replace(/[?&]$/, '');
}

/** How long a profile may go unchanged before its owners are reminded to look at it. */
export const STALE_PROFILE_DAYS = 180;

/**
 * The most link clicks and views one client (an IPv4 address, an IPv6 /64) may report per
 * minute, across every server process (beacons are public).
 */
export const ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE = 60;

/** What the analytics beacons answer when refused. */
export const analyticsBeaconMessages = {
  roleNotOpen: 'roleId is not an open role of this organization.',
} as const;
