import { isSlugShaped, isUuidShaped, matchAppRoute } from '@catalyst/shared';
import { LISTING_KEY, organizationKey } from './http-caching.js';
import type { PageVersions } from './page-versions.js';

/**
 * What a page for strangers may show, decided from its address before it is rendered: the
 * site's shared content always, the directory on the home page, and one organization on its
 * profile and role pages (named by the address's slug). A render that reads anything else is
 * not kept (docs/decisions/0039-public-pages-cached-never-stale.md).
 */
export interface PagePlan {
  listing: boolean;
  /** The slug the address names (a profile's or a role's page). */
  slug?: string;
}

/** The API paths any page may read: the reference lists and the FAQ, under `site`. */
const SITE_PATHS = new Set([
  '/api/categories',
  '/api/category-groups',
  '/api/countries',
  '/api/faq',
]);
/** Whether an API path (query aside) is one of the site's shared answers. */
export function isSitePath(path: string): boolean {
  return SITE_PATHS.has(path.split('?', 1)[0] ?? '');
}

const LISTING_PATHS = new Set(['/api/organizations', '/api/organizations/active-countries']);
/** An organization's profile, its open roles, one of its roles. */
const ORGANIZATION_PATH = /^\/api\/organizations\/([^/]+)(?:\/roles(?:\/[^/]+)?)?$/;

/** The plan for a page address; undefined for one not kept (no such page, a uuid's redirect). */
export function planPage(pathname: string): PagePlan | undefined {
  let route;
  try {
    route = matchAppRoute(pathname);
  } catch {
    return undefined; // A malformed escape: no page of ours.
  }
  if (!route) return undefined;
  if (route.key === 'home') return { listing: true };
  if (route.key === 'organization' || route.key === 'organizationRole') {
    const ref = route.params['orgId'] ?? '';
    // An id is answered with a redirect to the slug; only slugs name a page to keep.
    if (isUuidShaped(ref) || !isSlugShaped(ref)) return undefined;
    return { listing: false, slug: ref };
  }
  return { listing: false };
}

/**
 * The versions a page is kept under, as one stamp, and its surrogate keys; undefined when the
 * page's organization is unknown (nothing to key a not-found page by).
 */
export function stampOf(plan: PagePlan, versions: PageVersions) {
  const parts = [`site:${versions.site}`];
  const keys: string[] = [];
  if (plan.listing) {
    parts.push(`listing:${versions.listing}`);
    keys.push(LISTING_KEY);
  }
  if (plan.slug !== undefined) {
    if (!versions.organization) return undefined;
    parts.push(`org:${versions.organization.id}:${versions.organization.version}`);
    keys.push(organizationKey(versions.organization.id));
  }
  return { stamp: parts.join(' '), keys };
}

/** Whether every API path a render read is covered by the plan's versions. */
export function readsWithin(plan: PagePlan, apiPaths: readonly string[]): boolean {
  return apiPaths.every((path) => {
    const pathname = path.split('?', 1)[0] ?? '';
    if (SITE_PATHS.has(pathname)) return true;
    if (LISTING_PATHS.has(pathname)) return plan.listing;
    const organization = ORGANIZATION_PATH.exec(pathname);
    if (!organization || plan.slug === undefined) return false;
    try {
      return decodeURIComponent(organization[1] ?? '') === plan.slug;
    } catch {
      return false;
    }
  });
}

/**
 * Whether a page rendered after `before` was read still shows what `after` does: the same
 * stamp, or only directory changes none of whose keys the page carries. A directory page
 * overtaken by an edit it does not show is still right, and a shared cache may keep it;
 * otherwise it goes out uncacheable, as it could reach the cache after the edit's purge.
 */
export async function stillCurrent(
  plan: PagePlan,
  versions: { before: PageVersions; after: PageVersions },
  keys: readonly string[],
  listingChangeKeys: (from: number, to: number) => Promise<string[]>,
): Promise<boolean> {
  const { before, after } = versions;
  const rendered = stampOf(plan, before)?.stamp;
  if (rendered === undefined) return false;
  if (stampOf(plan, after)?.stamp === rendered) return true;
  const onlyTheDirectoryMoved =
    plan.listing && stampOf(plan, { ...after, listing: before.listing })?.stamp === rendered;
  if (!onlyTheDirectoryMoved) return false;
  const changed = new Set(await listingChangeKeys(before.listing, after.listing));
  return !keys.some((key) => changed.has(key));
}
