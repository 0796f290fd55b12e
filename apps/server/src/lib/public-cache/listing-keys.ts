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
 * - `name`, `updated`, `newest`: its place in that order
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
}

/** The surrogate keys of a directory answer: what it is and what it shows. */
export function listingKeysOf(shape: ListingShape, shownIds: readonly string[]): string[] {
  const aspects: ListingAspect[] = ['members'];
  // Relevance is only ever the order of a search (organizations.service.ts).
  if (shape.terms.length > 0) aspects.push('text');
  if (shape.sort === 'name' || shape.sort === 'updated' || shape.sort === 'newest') {
    aspects.push(shape.sort);
  }
  if (shape.hiring) aspects.push('hiring');
  return [
    ...aspects.map(listingAspectKey),
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
}

/**
 * The keys that purge what a run of discovery changes altered: each changed organization's
 * and its aspects'; for a `text` change, the searches its changed words can reach. Unknown
 * aspects (a newer writer's) purge the whole directory.
 */
export function purgeKeysOfChanges(changes: readonly DiscoveryChange[]): string[] {
  const keys = new Set<string>();
  for (const change of changes) {
    keys.add(organizationKey(change.organizationId));
    for (const aspect of change.aspects) {
      if (aspect === 'text') {
        for (const key of changedTextKeys(change.textBefore, change.textAfter)) keys.add(key);
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
