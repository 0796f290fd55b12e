import type { OrganizationSort } from '@catalyst/shared';
import { LISTING_KEY, organizationKey } from './http-caching.js';
import { changedTextKeys, searchTermKeys } from './search-keys.js';

/**
 * What a change to a listed organization can alter in the directory besides its own cards,
 * as its discovery change names it (migration 0018_listing_purge_aspects):
 * - `members`: it joined or left the results, or moved totals and facet counts (publication,
 *   country, categories): every directory answer
 * - `text`: its name, description or place, which searches match and rank; narrowed to the
 *   searches whose terms can reach a word it added or removed (search-keys.ts)
 * - `name`, `updated`, `newest`: its place in that order; narrowed to the pages filtered to
 *   its country or one of its categories, and the unfiltered ones (orderScopeKeys)
 * - `hiring`: its open roles, which the 'Hiring now' filter selects by
 *
 * Every directory answer carries `listing`, the key of each organization it shows, and the
 * key of each aspect it depends on; a purge names the changed organizations and the aspects
 * of their changes. An edit to a description then purges the profile, the pages showing it,
 * the searches its changed words can reach and the last-updated order, not the whole directory
 * (docs/decisions/0039-public-pages-cached-never-stale.md).
 */
export const LISTING_ASPECTS = ['members', 'text', 'name', 'updated', 'newest', 'hiring'] as const;
export type ListingAspect = (typeof LISTING_ASPECTS)[number];

/** The surrogate key of the directory answers an aspect's changes can alter. */
export function listingAspectKey(aspect: ListingAspect): string {
  return aspect === 'members' ? LISTING_KEY : `${LISTING_KEY}-${aspect}`;
}

export interface ListingShape {
  /** The terms of its search (queryTerms); none when it searches nothing. */
  terms: readonly string[];
  /** The order it is in, the default one included. */
  sort: OrganizationSort;
  hiring: boolean;
  /** Its country filter; undefined for every country. */
  countryCode: string | undefined;
  /** Its categories filter; none for every category. */
  categoryIds: readonly string[];
}

type OrderAspect = 'name' | 'updated' | 'newest';
const ORDER_ASPECTS: readonly string[] = ['name', 'updated', 'newest'] satisfies OrderAspect[];

/**
 * The keys of a page in an order by the organizations it can show: an organization moving in
 * that order alters it only if it passes the page's filters. One filter is enough to key by,
 * since a shown organization passes them all: the country if there is one, else the
 * categories (a shown organization has at least one of them), else the unfiltered pages'.
 * `listing-{order}` itself stays on every such page, for a change whose place is not known.
 */
function orderScopeKeys(order: OrderAspect, shape: ListingShape): string[] {
  const key = listingAspectKey(order);
  if (shape.countryCode !== undefined) {
    return [key, orderScopeKey(order, { country: shape.countryCode })];
  }
  if (shape.categoryIds.length > 0) {
    return [key, ...shape.categoryIds.map((category) => orderScopeKey(order, { category }))];
  }
  return [key, orderScopeKey(order, 'all')];
}

/**
 * The one spelling of a scope key, shared by what a page carries (orderScopeKeys) and what a
 * change purges (orderChangeKeys).
 */
function orderScopeKey(
  order: OrderAspect,
  scope: 'all' | { country: string } | { category: string },
): string {
  const key = listingAspectKey(order);
  if (scope === 'all') return `${key}-all`;
  return 'country' in scope ? `${key}-in-${scope.country}` : `${key}-cat-${scope.category}`;
}

/** The keys of the pages in `order` a change to an organization listed where `place` says alters. */
function orderChangeKeys(
  order: OrderAspect,
  place: { countryCode: string | null; categoryIds: readonly string[] | null },
): string[] {
  if (place.countryCode === null || place.categoryIds === null) return [listingAspectKey(order)];
  return [
    orderScopeKey(order, 'all'),
    orderScopeKey(order, { country: place.countryCode }),
    ...place.categoryIds.map((category) => orderScopeKey(order, { category })),
  ];
}

/** The surrogate keys of a directory answer: what it is and what it shows. */
export function listingKeysOf(shape: ListingShape, shownIds: readonly string[]): string[] {
  const aspects: ListingAspect[] = ['members'];
  // Relevance is only ever the order of a search (organizations.service.ts).
  if (shape.terms.length > 0) aspects.push('text');
  if (shape.hiring) aspects.push('hiring');
  // Equally relevant organizations come newest first (discovery-query.ts).
  const order: OrderAspect = shape.sort === 'relevance' ? 'newest' : shape.sort;
  return [
    ...aspects.map(listingAspectKey),
    ...orderScopeKeys(order, shape),
    ...searchTermKeys(shape.terms),
    ...shownIds.map(organizationKey),
  ];
}

export interface DiscoveryChange {
  organizationId: string;
  aspects: readonly string[];
  /** Its searchable text (name, description, place) before and after a `text` change. */
  textBefore: string | null;
  textAfter: string | null;
  /** Where it is listed, for a change that kept it in the results; null when not known. */
  countryCode: string | null;
  categoryIds: readonly string[] | null;
}

/**
 * The keys that purge what a run of discovery changes altered: each changed organization's
 * and its aspects'; for a `text` change, the searches its changed words can reach; for a move
 * in an order, the pages in that order it can be listed on. Unknown aspects (a newer
 * writer's) purge the whole directory.
 */
export function purgeKeysOfChanges(changes: readonly DiscoveryChange[]): string[] {
  const keys = new Set<string>();
  for (const change of changes) {
    keys.add(organizationKey(change.organizationId));
    for (const aspect of change.aspects) {
      if (aspect === 'text') {
        for (const key of changedTextKeys(change.textBefore, change.textAfter)) keys.add(key);
      } else if (ORDER_ASPECTS.includes(aspect)) {
        for (const key of orderChangeKeys(aspect as OrderAspect, change)) keys.add(key);
      } else {
        keys.add(
          (LISTING_ASPECTS as readonly string[]).includes(aspect)
            ? listingAspectKey(aspect as ListingAspect)
            : LISTING_KEY,
        );
      }
    }
  }
  return [...keys];
}

/**
 * The same purge in fewer keys, for one too long to send: each search's and order's narrow
 * keys become the key every page of that kind carries (`listing-text-1-h` is
 * `listing-text`, `listing-updated-in-DE` is `listing-updated`). It purges more, never less.
 */
export function broadenListingKeys(keys: Iterable<string>): Set<string> {
  const broad = new Set<string>();
  for (const key of keys) {
    const aspect = LISTING_ASPECTS.find(
      (candidate) => candidate !== 'members' && key.startsWith(`${listingAspectKey(candidate)}-`),
    );
    broad.add(aspect ? listingAspectKey(aspect) : key);
  }
  return broad;
}
