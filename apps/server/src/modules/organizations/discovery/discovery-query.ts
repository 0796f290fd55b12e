import type { OrganizationSort } from '@catalyst/shared';
import {
  andInto,
  type BitsetPool,
  count,
  forEachSlot,
  hasBit,
  orInto,
  type Bitset,
  type WordRange,
} from './bitset.js';
import type { DiscoveryCursor } from './discovery-cursor.js';
import { compareBytes, type DiscoveryIndex } from './discovery-index.js';
import { search, type Tier } from './discovery-search.js';
import { writeUuid } from './uuid-bytes.js';

interface DiscoveryRequest {
  /** A country the index knows, or undefined for all. */
  countryCode: string | undefined;
  /** Categories the index knows: OR within a group, AND across groups. */
  categoryIds: readonly string[];
  /**
   * 'Hiring now': only organizations with a role open on this day (days since the epoch,
   * UTC); undefined for all. It narrows the scope, so the counts follow it like the country.
   */
  hiringOn?: number | undefined;
  /** The search's terms (queryTerms); empty for no search. */
  terms: readonly string[];
  /** relevance is only ever asked for together with terms. */
  sort: OrganizationSort;
  after: DiscoveryCursor | undefined;
  limit: number;
  /** Whether to count the facets (a first page) or not (a later one). */
  withFacets: boolean;
}

interface DiscoveryPage {
  /** The page's documents, in order. */
  slots: number[];
  /** Where the next page starts; null on the last page. */
  next: DiscoveryCursor | null;
  total: number;
  /** Per category: the total with it as the only choice of its group, all else kept. */
  facets: Array<{ categoryId: string; count: number }> | null;
}

/** Below this many matches, sorting them beats walking a sort order of every document. */
const SMALL_RESULT = 2048;

export function queryDiscovery(index: DiscoveryIndex, request: DiscoveryRequest): DiscoveryPage {
  const pool = index.scratch();
  try {
    return answer(index, request, pool);
  } finally {
    pool.releaseAll();
  }
}

function answer(index: DiscoveryIndex, request: DiscoveryRequest, pool: BitsetPool): DiscoveryPage {
  const words = pool.words;
  const country =
    request.countryCode === undefined
      ? undefined
      : index.countryIndexByCode.get(request.countryCode);
  const ranges =
    country === undefined ? [{ start: 0, end: words }] : countryWordRanges(index, country, words);
  // The live documents of the country (all of them without one), then of the search.
  const scope = scopeSet(index, country, ranges, pool);
  if (request.hiringOn !== undefined) andInto(scope, index.hiringOn(request.hiringOn), ranges);
  const searched = request.terms.length > 0;
  const found = searched ? search(index, request.terms, pool) : undefined;
  if (found) andInto(scope, found.matches, ranges);

  const selected = selectedGroups(index, request.categoryIds);
  const groupSets = new Map<string, Bitset>();
  for (const [groupId, categories] of selected) {
    const union = pool.take();
    for (const category of categories) orInto(union, index.categorySets[category]!, ranges);
    groupSets.set(groupId, union);
  }
  const matching = pool.copyOf(scope);
  for (const union of groupSets.values()) andInto(matching, union, ranges);
  const total = count(matching, ranges);

  const facets = request.withFacets
    ? countFacets(
        index,
        {
          scope,
          matching,
          total,
          groupSets,
          ranges,
          pool,
          // The kept totals count every live document: not the hiring ones alone.
          searched: searched || request.hiringOn !== undefined,
          country,
        },
        request,
      )
    : null;

  const relevance = request.sort === 'relevance' && found ? scorer(found.tiers) : undefined;
  const { slots, more } = relevance
    ? pageByRelevance(index, matching, ranges, relevance, found!.tiers, request, pool)
    : pageInOrder(index, matching, ranges, total, request);
  const last = slots.at(-1);
  return {
    slots,
    next: more && last !== undefined ? cursorAt(index, last, request.sort, relevance) : null,
    total,
    facets,
  };
}

/**
 * Per category, the total there would be with it as the only choice of its group: the
 * groups not chosen from count within the matches; a group chosen from counts within what the
 * other filters leave, as if nothing of it were chosen.
 */
function countFacets(
  index: DiscoveryIndex,
  sets: {
    scope: Bitset;
    matching: Bitset;
    total: number;
    groupSets: ReadonlyMap<string, Bitset>;
    ranges: readonly WordRange[];
    pool: BitsetPool;
    searched: boolean;
    country: number | undefined;
  },
  request: DiscoveryRequest,
): Array<{ categoryId: string; count: number }> {
  const { scope, matching, total, groupSets, ranges, pool, searched, country } = sets;
  const facetCounts = new Uint32Array(index.categories.length);
  const unselected = [...index.groups]
    .filter(([groupId]) => !groupSets.has(groupId))
    .flatMap(([, categories]) => categories);
  countCategories(index, { set: matching, size: total, ranges }, unselected, facetCounts, {
    onlyScope: !searched && groupSets.size === 0,
    country,
  });
  for (const [groupId, categories] of index.groups) {
    if (!groupSets.has(groupId)) continue;
    // What the total would be with this group's choice replaced: every other filter kept.
    const base = pool.copyOf(scope);
    for (const [other, union] of groupSets) if (other !== groupId) andInto(base, union, ranges);
    countCategories(
      index,
      { set: base, size: count(base, ranges), ranges },
      categories,
      facetCounts,
      {
        onlyScope: !searched && groupSets.size === 1,
        country,
      },
    );
  }
  const chosen = new Set(request.categoryIds);
  const facets = index.categories.flatMap((category, at) =>
    facetCounts[at]! > 0 || chosen.has(category.id)
      ? [{ categoryId: category.id, count: facetCounts[at]! }]
      : [],
  );
  facets.sort((a, b) => (a.categoryId < b.categoryId ? -1 : a.categoryId > b.categoryId ? 1 : 0));
  return facets;
}

/** A country's base slots and the whole tail, as word ranges. */
function countryWordRanges(index: DiscoveryIndex, country: number, words: number): WordRange[] {
  const start = index.countryRanges[country * 2]!;
  const end = index.countryRanges[country * 2 + 1]!;
  const ranges: WordRange[] = [];
  if (end > start) ranges.push({ start: start >>> 5, end: Math.ceil(end / 32) });
  const tailStart = index.baseSize >>> 5;
  if (words > tailStart) ranges.push({ start: tailStart, end: words });
  return ranges;
}

/** Live documents in the ranges that belong to the country (all live ones without one). */
function scopeSet(
  index: DiscoveryIndex,
  country: number | undefined,
  ranges: readonly WordRange[],
  pool: BitsetPool,
): Bitset {
  const scope = pool.take();
  for (const { start, end } of ranges) scope.set(index.alive.subarray(start, end), start);
  if (country === undefined) return scope;
  // The range's first and last words may hold neighbours' documents, and the tail any country.
  const first = index.countryRanges[country * 2]!;
  const last = index.countryRanges[country * 2 + 1]!;
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) {
      const inBase = word * 32 >= first && word * 32 + 32 <= last;
      if (inBase || scope[word] === 0) continue;
      for (let bit = 0; bit < 32; bit += 1) {
        const slot = word * 32 + bit;
        if (index.country[slot] !== country) scope[word]! &= ~(1 << bit);
      }
    }
  }
  return scope;
}

/** The selected categories by group. */
function selectedGroups(
  index: DiscoveryIndex,
  categoryIds: readonly string[],
): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const id of categoryIds) {
    const category = index.categoryIndexById.get(id);
    if (category === undefined) continue;
    const groupId = index.categories[category]!.groupId;
    groups.set(groupId, [...(groups.get(groupId) ?? []), category]);
  }
  return groups;
}

/**
 * How many documents of `base` carry each of these categories. With nothing but the
 * country to go by, the kept totals answer; otherwise whichever is cheaper: one AND-count
 * per category over the words, or a walk over the documents of a small base.
 */
function countCategories(
  index: DiscoveryIndex,
  base: { set: Bitset; size: number; ranges: readonly WordRange[] },
  categories: readonly number[],
  into: Uint32Array,
  how: { onlyScope: boolean; country: number | undefined },
): void {
  if (categories.length === 0) return;
  if (how.onlyScope) {
    for (const category of categories) {
      into[category] =
        how.country === undefined
          ? index.totalByCategory[category]!
          : index.totalByCountryCategory[how.country * index.categories.length + category]!;
    }
    return;
  }
  // A document costs about as much to tally (its mask, byte by byte, into a table) as thirty
  // words of one category cost to AND-count in WebAssembly: tally a small base only.
  const words = base.ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  if (base.size * 30 < categories.length * words) {
    const tallied = tallyCategories(index, base.set, base.ranges);
    for (const category of categories) into[category] = tallied[category]!;
    return;
  }
  for (const category of categories) {
    into[category] = index.arena.countAnd(base.set, index.categorySets[category]!, base.ranges);
  }
}

/**
 * Per category, how many documents of the set carry it, by walking the documents: each one's
 * category mask is added byte by byte into a table of 256 counters per byte (no loop over its
 * bits), and the table is spread over the categories once at the end.
 */
function tallyCategories(
  index: DiscoveryIndex,
  set: Bitset,
  ranges: readonly WordRange[],
): Uint32Array {
  const maskWords = index.maskWords;
  const masks = index.categoryMasks;
  const table = new Uint32Array(maskWords * 4 * 256);
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) {
      let bits = set[word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const first = (word * 32 + 31 - Math.clz32(lowest)) * maskWords;
        for (let at = 0; at < maskWords; at += 1) {
          const mask = masks[first + at]!;
          const row = at * 1024;
          table[row | (mask & 255)]! += 1;
          table[row | 256 | ((mask >>> 8) & 255)]! += 1;
          table[row | 512 | ((mask >>> 16) & 255)]! += 1;
          table[row | 768 | (mask >>> 24)]! += 1;
        }
      }
    }
  }
  const tallied = new Uint32Array(maskWords * 32);
  for (let byte = 0; byte < maskWords * 4; byte += 1) {
    for (let value = 1; value < 256; value += 1) {
      const documents = table[byte * 256 + value]!;
      if (documents === 0) continue;
      for (let bit = 0; bit < 8; bit += 1) {
        if ((value & (1 << bit)) !== 0) tallied[byte * 8 + bit]! += documents;
      }
    }
  }
  return tallied;
}

function orderOf(index: DiscoveryIndex, sort: OrganizationSort) {
  if (sort === 'updated')
    return {
      order: index.recentlyUpdated,
      compare: (a: number, b: number) => index.compareUpdated(a, b),
    };
  if (sort === 'name')
    return { order: index.byName, compare: (a: number, b: number) => index.compareName(a, b) };
  return { order: index.newest, compare: (a: number, b: number) => index.compareNewest(a, b) };
}

/**
 * Compares the cursor's position with a slot in the cursor's order: < 0 when the cursor
 * comes first (the slot is on a later page), 0 for the slot the cursor was made from.
 * (Relevance cursors are resolved by pageByRelevance.)
 */
function cursorCompare(index: DiscoveryIndex, cursor: DiscoveryCursor) {
  const id = new Uint8Array(16);
  writeUuid(id, 0, cursor.id);
  switch (cursor.sort) {
    case 'newest':
      return (slot: number) =>
        index.publishedAt[slot]! - cursor.time || index.compareIdTo(slot, id);
    case 'updated':
      return (slot: number) => index.updatedAt[slot]! - cursor.time || index.compareIdTo(slot, id);
    case 'name': {
      const name = new TextEncoder().encode(cursor.name);
      return (slot: number) =>
        compareBytes(name, index.nameKeyAt(slot)) || -index.compareIdTo(slot, id);
    }
    case 'relevance':
      return (slot: number) =>
        index.publishedAt[slot]! - cursor.time || index.compareIdTo(slot, id);
  }
}

/** The next page in a kept order: sort a few matches, or walk the order past the cursor. */
function pageInOrder(
  index: DiscoveryIndex,
  matching: Bitset,
  ranges: readonly WordRange[],
  total: number,
  request: DiscoveryRequest,
): { slots: number[]; more: boolean } {
  const sort = request.sort === 'relevance' ? 'newest' : request.sort;
  const { order, compare } = orderOf(index, sort);
  const afterCursor = request.after ? cursorCompare(index, request.after) : undefined;
  const wanted = request.limit + 1;
  const picked: number[] = [];
  if (total <= SMALL_RESULT) {
    forEachSlot(matching, ranges, (slot) => {
      if (!afterCursor || afterCursor(slot) < 0) picked.push(slot);
    });
    picked.sort(compare);
    picked.length = Math.min(picked.length, wanted);
  } else {
    let position = afterCursor ? order.positionAfter((slot) => afterCursor(slot)) : 0;
    for (; position < order.size && picked.length < wanted; position += 1) {
      const slot = order.at(position);
      if (hasBit(matching, slot)) picked.push(slot);
    }
  }
  return { slots: picked.slice(0, request.limit), more: picked.length > request.limit };
}

/** A slot's relevance: over the terms, the weight of the tier holding it. */
function scorer(tiers: readonly Tier[][]) {
  return (slot: number): number => {
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    let score = 0;
    for (const termTiers of tiers) {
      for (const tier of termTiers) {
        if ((tier.slots[word]! & bit) !== 0) {
          score += tier.weight;
          break;
        }
      }
    }
    return score;
  };
}

/**
 * The next page by relevance (best first, then newest). One term: its tiers in turn, each
 * paged in the newest order like any filter, so no document is scored. Several terms: every
 * match scored, keeping the page's worth.
 */
function pageByRelevance(
  index: DiscoveryIndex,
  matching: Bitset,
  ranges: readonly WordRange[],
  scoreOf: (slot: number) => number,
  tiers: readonly Tier[][],
  request: DiscoveryRequest,
  pool: BitsetPool,
): { slots: number[]; more: boolean } {
  const after = request.after?.sort === 'relevance' ? request.after : undefined;
  const [onlyTerm, ...otherTerms] = tiers;
  if (onlyTerm && otherTerms.length === 0) {
    const picked: number[] = [];
    for (const tier of onlyTerm) {
      if (after && tier.weight > after.score) continue;
      const inTier = pool.copyOf(matching);
      andInto(inTier, tier.slots, ranges);
      const resume =
        after && tier.weight === after.score
          ? ({ sort: 'newest', time: after.time, id: after.id } as const)
          : undefined;
      const page = pageInOrder(index, inTier, ranges, count(inTier, ranges), {
        ...request,
        sort: 'newest',
        after: resume,
        limit: request.limit + 1 - picked.length,
      });
      picked.push(...page.slots);
      if (picked.length > request.limit) break;
    }
    return { slots: picked.slice(0, request.limit), more: picked.length > request.limit };
  }
  return topScored(index, matching, ranges, scoreOf, request);
}

/** The best-scored matches after the cursor: one pass, keeping the page's worth in order. */
function topScored(
  index: DiscoveryIndex,
  matching: Bitset,
  ranges: readonly WordRange[],
  scoreOf: (slot: number) => number,
  request: DiscoveryRequest,
): { slots: number[]; more: boolean } {
  const wanted = request.limit + 1;
  const scored: Array<{ slot: number; score: number }> = [];
  const after = request.after?.sort === 'relevance' ? request.after : undefined;
  const afterId = new Uint8Array(16);
  if (after) writeUuid(afterId, 0, after.id);
  const compare = (a: { slot: number; score: number }, b: { slot: number; score: number }) =>
    b.score - a.score || index.compareNewest(a.slot, b.slot);
  for (const { start, end } of ranges) {
    for (let word = start; word < end; word += 1) {
      let bits = matching[word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const slot = word * 32 + 31 - Math.clz32(lowest);
        const score = scoreOf(slot);
        const worst = scored.length === wanted ? scored[wanted - 1]! : undefined;
        if (worst && score < worst.score) continue;
        if (
          after &&
          (score - after.score ||
            index.publishedAt[slot]! - after.time ||
            index.compareIdTo(slot, afterId)) >= 0
        ) {
          continue;
        }
        const entry = { slot, score };
        if (worst && compare(entry, worst) > 0) continue;
        let low = 0;
        let high = scored.length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (compare(scored[middle]!, entry) < 0) low = middle + 1;
          else high = middle;
        }
        scored.splice(low, 0, entry);
        if (scored.length > wanted) scored.pop();
      }
    }
  }
  const slots = scored.map((entry) => entry.slot);
  return { slots: slots.slice(0, request.limit), more: slots.length > request.limit };
}

function cursorAt(
  index: DiscoveryIndex,
  slot: number,
  sort: OrganizationSort,
  scoreOf: ((slot: number) => number) | undefined,
): DiscoveryCursor {
  const id = index.idAt(slot);
  if (sort === 'relevance' && scoreOf) {
    return { sort, score: scoreOf(slot), time: index.publishedAt[slot]!, id };
  }
  if (sort === 'name') return { sort, name: new TextDecoder().decode(index.nameKeyAt(slot)), id };
  if (sort === 'updated') return { sort, time: index.updatedAt[slot]!, id };
  return { sort: 'newest', time: index.publishedAt[slot]!, id };
}
