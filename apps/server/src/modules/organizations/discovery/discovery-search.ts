import { andInto, orInto, type Bitset, type BitsetPool } from './bitset.js';
import type { DiscoveryIndex, TextField } from './discovery-index.js';
import type { PlaceMatches } from './places.js';
import {
  foldText,
  isStopword,
  MAX_WORD_LENGTH,
  MIN_TYPO_TERM_LENGTH,
} from '../../../lib/search-text.js';
import { withinOneEdit, type MatchKind } from './vocabulary.js';

/** More words than this in one search add nothing but work. */
const MAX_TERMS = 8;

/**
 * How much a matching term is worth, by where it matched and how: a name outranks a
 * category, a category a place, a place the description; the word itself outranks a word
 * it begins, which outranks a typo.
 */
const FIELD_WEIGHT = { name: 10, category: 4, location: 3, description: 1 } as const;
const KIND_WEIGHT: Record<MatchKind, number> = { exact: 10, prefix: 8, typo: 6 };

type Source = TextField | 'category';

/**
 * The words of a search. Words too common to index are dropped, except the last one: the
 * visitor may still be typing it ('the' on its way to 'theatre').
 */
export function queryTerms(query: string): string[] {
  const words = [...foldText(query).matchAll(/[\p{L}\p{N}]+/gu)]
    .map(([word]) => word)
    .filter((word) => word.length <= MAX_WORD_LENGTH);
  const kept = words.filter((word, at) => at === words.length - 1 || !isStopword(word));
  return [...new Set(kept)].slice(0, MAX_TERMS);
}

/** The documents a term reaches at one weight, none of which it reaches at a higher one. */
export interface Tier {
  weight: number;
  slots: Bitset;
}

interface SearchResult {
  /** Slots matching every term (dead slots included: the caller intersects with live ones). */
  matches: Bitset;
  /**
   * Per term, its tiers from the highest weight down: a document's relevance is the sum,
   * over the terms, of the weight of the tier that holds it.
   */
  tiers: Tier[][];
}

/**
 * Every slot matching all the terms, each term anywhere (name, category names, place,
 * description), as the word itself, a word it begins, or with one typo; and, per term, which
 * slots it reaches how well. All as bitsets: a word held by half the directory costs a pass
 * over its words, not a visit to each of its documents.
 */
export function search(
  index: DiscoveryIndex,
  terms: readonly string[],
  pool: BitsetPool,
): SearchResult {
  const words = pool.words;
  const all = [{ start: 0, end: words }];
  let matches: Bitset | undefined;
  const tiers: Tier[][] = [];
  const places = index.places.match(terms, (word) => index.vocabulary.idOf(word) !== undefined);
  for (const [at, term] of terms.entries()) {
    const reached = pool.take();
    const termTiers: Tier[] = [];
    for (const { weight, fill } of termSources(index, term, places[at]!)) {
      const slots = pool.take();
      fill(slots);
      // Only what no better source of this term reached.
      let any = 0;
      for (let word = 0; word < words; word += 1) {
        const fresh = slots[word]! & ~reached[word]!;
        slots[word] = fresh;
        reached[word]! |= fresh;
        any |= fresh;
      }
      if (any === 0) continue;
      const last = termTiers.at(-1);
      if (last?.weight === weight) orInto(last.slots, slots, all);
      else termTiers.push({ weight, slots });
    }
    tiers.push(termTiers);
    if (matches) andInto(matches, reached, all);
    else matches = reached;
  }
  return { matches: matches ?? pool.take(), tiers };
}

/**
 * Where a term matches, best first, each as a weight and a way to set its slots: the
 * indexed words it stands for in each text field, the categories whose name has one, and
 * the countries it names, weighed as the place field ('kenyan' finds what is in Kenya).
 */
function termSources(index: DiscoveryIndex, term: string, places: PlaceMatches[number]) {
  const sources: Array<{ weight: number; fill: (slots: Bitset) => void }> = [];
  const weightOf = (source: Source, kind: MatchKind) => FIELD_WEIGHT[source] * KIND_WEIGHT[kind];
  const wordMatches = index.vocabulary.match(term);
  for (const field of ['name', 'location', 'description'] as const) {
    for (const kind of ['exact', 'prefix', 'typo'] as const) {
      const ids = wordMatches.filter((match) => match.kind === kind).map((match) => match.wordId);
      if (ids.length === 0) continue;
      sources.push({
        weight: weightOf(field, kind),
        fill: (slots) => ids.forEach((id) => index.postings[field].orInto(id, slots)),
      });
    }
  }
  for (const [kind, countries] of places) {
    sources.push({
      weight: weightOf('location', kind),
      fill: (slots) => index.orCountriesInto(countries, slots),
    });
  }
  for (const [kind, categories] of categoryMatches(index, term)) {
    sources.push({
      weight: weightOf('category', kind),
      fill: (slots) => {
        const range = [{ start: 0, end: slots.length }];
        for (const category of categories) orInto(slots, index.categorySets[category]!, range);
      },
    });
  }
  return sources.sort((a, b) => b.weight - a.weight);
}

/** The categories whose name has a word the term stands for, by how it matched. */
function categoryMatches(index: DiscoveryIndex, term: string): Map<MatchKind, Set<number>> {
  const found = new Map<MatchKind, Set<number>>();
  const add = (kind: MatchKind, categories: number[]) => {
    const set = found.get(kind) ?? new Set<number>();
    for (const category of categories) set.add(category);
    found.set(kind, set);
  };
  for (const [word, categories] of index.categoryWords) {
    if (word === term) add('exact', categories);
    else if (term.length >= 2 && word.startsWith(term)) add('prefix', categories);
    else if (term.length >= MIN_TYPO_TERM_LENGTH && withinOneEdit(term, word))
      add('typo', categories);
  }
  return found;
}
