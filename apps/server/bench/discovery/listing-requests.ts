/**
 * The requests visitors make of GET /api/organizations: searches (often with a filter),
 * filters alone (a country, 1-3 categories in one or two groups), 'Hiring now' (alone or with
 * a filter), plain browsing, each in the
 * default order or one they chose; and further pages of any of them through nextCursor.
 */
import { defaultSort, ORGANIZATION_SORTS, type OrganizationSort } from '@catalyst/shared';
import { categoryPopularity, IMPACT_GROUP } from '../directory/category-mix.js';
import { COUNTRY_PLACES } from '../directory/places.data.js';
import {
  between,
  chance,
  pick,
  shuffled,
  weighted,
  type Random,
} from '../directory/random-tools.js';
import { searchQueryGenerator, type SearchStyle } from './search-queries.js';

export type RequestKind = 'search' | 'filter only' | 'hiring now' | 'browse' | 'deep cursor';

export interface ListingRequest {
  kind: RequestKind;
  /** The order the answer comes in: the one asked for, or the default for the query. */
  sort: OrganizationSort;
  /** Whether the address names the sort or leaves it to the default. */
  sortChosen: boolean;
  /** Path and query string, with the cursor when it is a further page. */
  path: string;
  /** The first page's path: further pages repeat its filters and sort. */
  firstPagePath: string;
  page: number;
  searchStyle?: SearchStyle;
}

export interface DiscoveryTaxonomy {
  categories: { id: string; name: string; groupId: string }[];
  /** Countries with published organizations: the country selector offers these. */
  countries: string[];
}

const LISTING_PATH = '/api/organizations';

/** How often a visitor picks an order over the default: often, so each order gets measured. */
const CHOOSES_SORT = 0.6;

/**
 * The order the contract promises: the one asked for or the default, and relevance without
 * a search is the newest order.
 */
function orderOf(asked: OrganizationSort | undefined, query: string | undefined): OrganizationSort {
  if (!asked) return defaultSort(query);
  return asked === 'relevance' && !query ? 'newest' : asked;
}

/** A generator of first-page requests, each kind in the proportion visitors make them. */
export function listingRequestGenerator(
  taxonomy: DiscoveryTaxonomy,
  random: Random,
): () => ListingRequest {
  const searchQuery = searchQueryGenerator(taxonomy.categories.map((category) => category.name));
  const popularCountry = weighted(
    taxonomy.countries.map((code) => [code, COUNTRY_PLACES[code]?.share ?? 1] as const),
  );
  const country = () =>
    chance(random, 0.75) ? popularCountry(random) : pick(random, taxonomy.countries);

  const groups = new Map<string, string[]>();
  for (const category of taxonomy.categories) {
    groups.set(category.groupId, [...(groups.get(category.groupId) ?? []), category.id]);
  }
  const groupIds = [...groups.keys()];
  const popularInGroup = new Map(
    [...groups].map(([group, ids]) => [
      group,
      weighted(ids.map((id) => [id, categoryPopularity(id)] as const)),
    ]),
  );
  const group = () =>
    groups.has(IMPACT_GROUP) && chance(random, 0.5) ? IMPACT_GROUP : pick(random, groupIds);
  /** A popular category mostly, a rare one sometimes: visitors explore the long tail too. */
  const categoryIn = (groupId: string) =>
    chance(random, 0.7) ? popularInGroup.get(groupId)!(random) : pick(random, groups.get(groupId)!);

  /** 1-3 categories in one group, or 2-3 across two: OR inside a group, AND between. */
  function categories(): string[] {
    const chosen = new Set<string>();
    const first = group();
    if (chance(random, 0.65) || groupIds.length < 2) {
      const wanted = Math.min(pick(random, [1, 1, 1, 2, 2, 3]), groups.get(first)!.length);
      while (chosen.size < wanted) chosen.add(categoryIn(first));
    } else {
      let second = group();
      while (second === first) second = pick(random, groupIds);
      chosen.add(categoryIn(first));
      chosen.add(categoryIn(second));
      if (chance(random, 0.4)) chosen.add(categoryIn(pick(random, [first, second])));
    }
    return shuffled(random, [...chosen]);
  }

  return () => {
    const roll = random();
    const kind: RequestKind =
      roll < 0.5 ? 'search' : roll < 0.85 ? 'filter only' : roll < 0.95 ? 'hiring now' : 'browse';
    const params = new URLSearchParams();
    let searchStyle: SearchStyle | undefined;
    if (kind === 'search') {
      const query = searchQuery(random);
      params.set('q', query.q);
      searchStyle = query.style;
    }
    const sortChosen = chance(random, CHOOSES_SORT);
    const asked = sortChosen ? pick(random, ORGANIZATION_SORTS) : undefined;
    if (asked) params.set('sort', asked);
    const sort = orderOf(asked, params.get('q') ?? undefined);
    if (kind === 'search') {
      if (chance(random, 0.3)) params.set('country', country());
      if (chance(random, 0.25)) params.set('categories', categories().join(','));
    } else if (kind === 'filter only') {
      const filterBy = between(random, 0, 2);
      if (filterBy !== 1) params.set('country', country());
      if (filterBy !== 0) params.set('categories', categories().join(','));
    } else if (kind === 'hiring now') {
      params.set('hiring', 'true');
      if (chance(random, 0.4)) params.set('country', country());
      if (chance(random, 0.3)) params.set('categories', categories().join(','));
    }
    const path = params.size > 0 ? `${LISTING_PATH}?${params.toString()}` : LISTING_PATH;
    return { kind, sort, sortChosen, path, firstPagePath: path, page: 1, searchStyle };
  };
}

/** The next page of `request`, as the client asks for it: same filters and sort, the cursor. */
export function nextPage(request: ListingRequest, cursor: string): ListingRequest {
  const separator = request.firstPagePath.includes('?') ? '&' : '?';
  return {
    ...request,
    kind: 'deep cursor',
    page: request.page + 1,
    path: `${request.firstPagePath}${separator}cursor=${encodeURIComponent(cursor)}`,
  };
}

/** What makes two requests the same question, whatever order the categories were clicked in. */
function requestIdentity(path: string): string {
  const url = new URL(path, 'http://identity');
  const categories = url.searchParams.get('categories');
  if (categories) url.searchParams.set('categories', categories.split(',').sort().join(','));
  url.searchParams.sort();
  return url.search;
}

/**
 * First-page requests none of which repeats an earlier one, so no answer can come from a
 * memo: the server meets each combination cold.
 */
export function distinctRequests(
  next: () => ListingRequest,
  seen = new Set<string>(),
): () => ListingRequest {
  return () => {
    for (let attempt = 0; attempt < 1_000; attempt += 1) {
      const request = next();
      const identity = requestIdentity(request.path);
      if (!seen.has(identity)) {
        seen.add(identity);
        return request;
      }
    }
    throw new Error('No new combination found in 1,000 attempts: the request space is exhausted');
  };
}
