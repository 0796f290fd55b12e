import { BitsetPool, clearBit, hasBit, setBit, setRange, wordsFor, type Bitset } from './bitset.js';
import { BitsetArena } from './bitset-arena.js';
import { unpaced, sortPaced, type Pacer } from './pacer.js';
import { placeNames } from './place-names.data.js';
import { PlaceNames } from './places.js';
import { ForwardLists, Postings, type PostingsState } from './postings.js';
import { SortedOrder } from './sorted-order.js';
import { nameSortKey, searchWords } from '../../../lib/search-text.js';
import { compareUuidBytes, readUuid, writeUuid } from './uuid-bytes.js';
import { Vocabulary } from './vocabulary.js';

/** A published organization as the index holds it. */
export interface IndexedOrganization {
  id: string;
  name: string;
  description: string;
  location: string | null;
  countryCode: string;
  categoryIds: readonly string[];
  /** Microseconds since the epoch: exact, so a cursor compares equal to what it came from. */
  publishedAt: number;
  updatedAt: number;
  /**
   * The last day (days since the epoch, UTC) of its latest open role, or absent without one:
   * it is 'Hiring now' while today is not past it, decided when a query asks.
   */
  hiringThrough?: number | null;
}

/** No open role: before any day a query asks about. */
const NOT_HIRING = -1;

export interface TaxonomyCategory {
  id: string;
  groupId: string;
  name: string;
}

export interface DiscoveryTaxonomy {
  categories: readonly TaxonomyCategory[];
  countryCodes: readonly string[];
  /** The product's English name of each country, beside `countryCodes` (its data's names too). */
  countryNames?: readonly string[];
}

/** Scratch sets kept in the arena: more than a query with a long search takes. */
const SCRATCH_SETS = 64;

/** The searchable text fields, each with postings of its own (weights differ). */
export const TEXT_FIELDS = ['name', 'location', 'description'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The published organizations, in memory, in a form every discovery question is answered
 * from in milliseconds at a million documents: a bitset per category, documents clustered
 * by country (so a country is a range of slots), postings per text field, and the sort
 * orders kept sorted. PostgreSQL stays the record; this is derived from it and kept current
 * through its change log (discovery.repository.ts).
 *
 * Documents live in slots. The slots filled by a build are the base, grouped by country;
 * documents published (or changed) later are appended after it, in the tail. A removed
 * document's slot is cleared from everything that is counted and marked dead, so its stale
 * postings match nothing; a changed document is removed and appended afresh. The next build
 * compacts it all again.
 */
export class DiscoveryIndex {
  readonly categories: readonly TaxonomyCategory[];
  readonly categoryIndexById = new Map<string, number>();
  /** Category indexes by group, in taxonomy order. */
  readonly groups = new Map<string, number[]>();
  readonly countryIndexByCode = new Map<string, number>();

  /** Slots in use: the base, then the tail. */
  size = 0;
  /** Slots of the base, a multiple of 32 so the tail starts on a word of its own. */
  baseSize = 0;
  private capacity: number;

  alive: Bitset;
  private ids: Uint8Array;
  country: Uint16Array;
  /** 32-bit words of one slot's category mask (bit i: category i). */
  readonly maskWords: number;
  /** Per slot, `maskWords` words: which categories it carries. */
  categoryMasks: Uint32Array;
  publishedAt: Float64Array;
  updatedAt: Float64Array;
  /** Per slot, the last day its organization has a role open (NOT_HIRING without one). */
  hiringThrough: Int32Array;
  /** The slots hiring on `hiringDay`: made on the first query of a day, then kept current. */
  private hiring: { day: number; set: Bitset } | undefined;
  private nameKeys = new Uint8Array(1 << 16);
  private nameKeysLength = 0;
  private nameStart: Uint32Array;
  private nameLength: Uint16Array;

  /** Per category, its slots: in the arena, where facet counts run in WebAssembly. */
  readonly categorySets: Bitset[];
  /** The category sets, then scratch sets for queries. */
  arena: BitsetArena;
  /** Per country, the base slots [start, end) of its documents. */
  readonly countryRanges: Uint32Array;

  /** Live documents in all, per category, per country, and per country and category. */
  total = 0;
  readonly totalByCategory: Uint32Array;
  readonly totalByCountry: Uint32Array;
  readonly totalByCountryCategory: Uint32Array;

  readonly vocabulary = new Vocabulary();
  readonly postings: Record<TextField, Postings>;
  /** Category indexes whose name has the word, by word. */
  readonly categoryWords = new Map<string, number[]>();
  /** Every country's names, for searches by place: held per country, not per document. */
  readonly places: PlaceNames;

  readonly newest = new SortedOrder((a, b) => this.compareNewest(a, b));
  readonly recentlyUpdated = new SortedOrder((a, b) => this.compareUpdated(a, b));
  readonly byName = new SortedOrder((a, b) => this.compareName(a, b));

  /** Base slots ordered by id, for finding a document's slot. */
  private baseById = new Uint32Array(0);
  private readonly tailSlotById = new Map<string, number>();
  private readonly encoder = new TextEncoder();
  private pool: BitsetPool | undefined;

  private constructor(taxonomy: DiscoveryTaxonomy, capacity: number) {
    this.categories = taxonomy.categories;
    taxonomy.categories.forEach((category, index) => {
      this.categoryIndexById.set(category.id, index);
      const group = this.groups.get(category.groupId);
      if (group) group.push(index);
      else this.groups.set(category.groupId, [index]);
      for (const word of searchWords(category.name)) {
        const holders = this.categoryWords.get(word);
        if (holders) holders.push(index);
        else this.categoryWords.set(word, [index]);
      }
    });
    taxonomy.countryCodes.forEach((code, index) => this.countryIndexByCode.set(code, index));
    this.places = new PlaceNames(
      taxonomy.countryCodes.map((code, index) => [
        ...(taxonomy.countryNames?.[index] ? [taxonomy.countryNames[index]] : []),
        ...(placeNames[code] ?? []),
      ]),
    );
    const categoryCount = taxonomy.categories.length;
    const countryCount = taxonomy.countryCodes.length;
    this.capacity = Math.max(64, capacity);
    this.alive = new Uint32Array(wordsFor(this.capacity));
    this.ids = new Uint8Array(this.capacity * 16);
    this.country = new Uint16Array(this.capacity);
    this.maskWords = Math.max(1, Math.ceil(categoryCount / 32));
    this.categoryMasks = new Uint32Array(this.capacity * this.maskWords);
    this.publishedAt = new Float64Array(this.capacity);
    this.updatedAt = new Float64Array(this.capacity);
    this.hiringThrough = new Int32Array(this.capacity).fill(NOT_HIRING);
    this.nameStart = new Uint32Array(this.capacity);
    this.nameLength = new Uint16Array(this.capacity);
    this.arena = new BitsetArena(wordsFor(this.capacity), categoryCount + SCRATCH_SETS);
    this.categorySets = taxonomy.categories.map((_, category) => this.arena.set(category));
    this.countryRanges = new Uint32Array(countryCount * 2);
    this.totalByCategory = new Uint32Array(categoryCount);
    this.totalByCountry = new Uint32Array(countryCount);
    this.totalByCountryCategory = new Uint32Array(countryCount * categoryCount);
    this.postings = {
      name: new Postings(),
      location: new Postings(),
      description: new Postings(),
    };
  }

  /**
   * Builds the index from every published organization, which must come grouped by country
   * (in batches, as a database cursor yields them). `expected` sizes the arrays up front.
   * The work is paced (pacer.ts): at a million documents it takes most of a minute, and the
   * process answers meanwhile.
   */
  static async build(
    taxonomy: DiscoveryTaxonomy,
    expected: number,
    batches: AsyncIterable<readonly IndexedOrganization[]>,
    pacer: Pacer = unpaced,
  ): Promise<DiscoveryIndex> {
    const index = new DiscoveryIndex(taxonomy, capacityFor(expected));
    const lists = {
      name: new ForwardLists(),
      location: new ForwardLists(),
      description: new ForwardLists(),
    };
    let currentCountry = -1;
    for await (const batch of batches) {
      for (const organization of batch) {
        const slot = index.size;
        index.grow(slot + 1);
        const country = index.countryIndexByCode.get(organization.countryCode);
        if (country === undefined) continue;
        if (country !== currentCountry) {
          if (currentCountry >= 0) index.countryRanges[currentCountry * 2 + 1] = slot;
          index.countryRanges[country * 2] = slot;
          currentCountry = country;
        }
        index.size += 1;
        index.store(slot, organization);
        lists.name.push(index.internWords(organization.name));
        lists.location.push(index.internWords(organization.location));
        lists.description.push(index.internWords(organization.description));
        const pause = pacer.step();
        if (pause) await pause;
      }
      // Between batches in any case: a build's first steps are cheap, but nothing is owed.
      await pacer.step();
    }
    if (currentCountry >= 0) index.countryRanges[currentCountry * 2 + 1] = index.size;
    index.baseSize = Math.ceil(index.size / 32) * 32;
    index.grow(index.baseSize);
    index.size = index.baseSize;
    await index.vocabulary.seal(pacer);
    for (const field of TEXT_FIELDS) {
      index.postings[field] = await Postings.build(lists[field], index.vocabulary.size, pacer);
      // Let the field's lists go as soon as they are turned around.
      lists[field] = new ForwardLists();
    }
    const live = index.liveSlots();
    await index.newest.reset(live, pacer);
    await index.recentlyUpdated.reset(live, pacer);
    await index.byName.reset(live, pacer);
    const byId = live.slice();
    await sortPaced(byId, (a, b) => compareUuidBytes(index.ids, a * 16, index.ids, b * 16), pacer);
    index.baseById = index.withoutRereadDocuments(byId);
    return index;
  }

  /**
   * The batches are read one query after another while the database changes: a document
   * whose country changed between two of them can be read twice, once under each. Only the
   * later read stays (the change that moved it is logged after the build's version, so the
   * catch-up brings it up to date either way); the earlier stops counting. Answers the slots
   * by id without it. Runs of equal ids sit side by side in `byId`.
   */
  private withoutRereadDocuments(byId: Uint32Array<ArrayBuffer>): Uint32Array<ArrayBuffer> {
    const reread: number[] = [];
    for (let at = 1; at < byId.length; at += 1) {
      if (compareUuidBytes(this.ids, byId[at - 1]! * 16, this.ids, byId[at]! * 16) !== 0) continue;
      // The higher slot of the two was read later: it stays, and goes on to meet the next.
      const earlier = Math.min(byId[at - 1]!, byId[at]!);
      const later = Math.max(byId[at - 1]!, byId[at]!);
      reread.push(earlier);
      byId[at - 1] = earlier;
      byId[at] = later;
    }
    if (reread.length === 0) return byId;
    for (const order of [this.newest, this.recentlyUpdated, this.byName]) order.removeMany(reread);
    for (const slot of reread) this.clearSlot(slot);
    return byId.filter((slot) => hasBit(this.alive, slot));
  }

  /**
   * Everything the index holds, as numbers and words, for a snapshot (discovery-snapshot.ts),
   * taken at once: what later changes may alter is copied, what they cannot is handed over
   * as it is. Per-slot arrays are only ever written at slots past `size` (a changed document
   * is appended afresh; a removed one is only cleared from the bitsets and totals), the
   * build's postings, vocabulary order and id order never change, and an array that grows
   * is replaced, not resized: so views of them keep showing the state of this moment.
   */
  exportState(): IndexState {
    const size = this.size;
    const setWords = wordsFor(size);
    const categorySets = new Uint32Array(this.categories.length * setWords);
    this.categorySets.forEach((set, category) =>
      categorySets.set(set.subarray(0, setWords), category * setWords),
    );
    const vocabulary = this.vocabulary.exportState();
    const arrays: IndexState['arrays'] = {
      alive: this.alive.slice(0, setWords),
      ids: this.ids.subarray(0, size * 16),
      country: this.country.subarray(0, size),
      categoryMasks: this.categoryMasks.subarray(0, size * this.maskWords),
      publishedAt: this.publishedAt.subarray(0, size),
      updatedAt: this.updatedAt.subarray(0, size),
      hiringThrough: this.hiringThrough.subarray(0, size),
      nameKeys: this.nameKeys.subarray(0, this.nameKeysLength),
      nameStart: this.nameStart.subarray(0, size),
      nameLength: this.nameLength.subarray(0, size),
      categorySets,
      countryRanges: this.countryRanges.slice(),
      totalByCategory: this.totalByCategory.slice(),
      totalByCountry: this.totalByCountry.slice(),
      totalByCountryCategory: this.totalByCountryCategory.slice(),
      baseById: this.baseById,
      newest: this.newest.exportState(),
      recentlyUpdated: this.recentlyUpdated.exportState(),
      byName: this.byName.exportState(),
      vocabularySorted: vocabulary.sorted,
    };
    const scalars: IndexState['scalars'] = {
      size,
      baseSize: this.baseSize,
      total: this.total,
      categories: this.categories.length,
      countries: this.totalByCountry.length,
      maskWords: this.maskWords,
      vocabularyUnsortedFrom: vocabulary.unsortedFrom,
    };
    for (const field of TEXT_FIELDS) {
      const postings = this.postings[field].exportState();
      scalars[`${field}.denseLength`] = postings.denseLength;
      for (const part of POSTINGS_ARRAYS) arrays[`${field}.${part}`] = postings[part];
    }
    return { scalars, arrays, words: vocabulary.words };
  }

  /**
   * An empty index sized for a snapshot's state (its scalars), whose own per-slot arrays the
   * snapshot's can be read straight into (`receive`), then handed to fromState: a million
   * documents' per-slot arrays are then allocated and written once, not twice.
   */
  static receiving(taxonomy: DiscoveryTaxonomy, scalars: Record<string, number>): DiscoveryIndex {
    return new DiscoveryIndex(taxonomy, capacityFor(wholeScalar(scalars, 'size')));
  }

  /**
   * Where a snapshot's array `name` of `length` numbers of this kind can be read to: the
   * start of this index's own array of that name, when it has one of that kind with room.
   */
  receive(name: string, kind: StateArrayKind, length: number): StateArray | undefined {
    if (name === 'nameKeys') this.reserveNameKeys(Math.ceil(length * 1.1));
    const own: Partial<Record<string, StateArray>> = {
      ids: this.ids,
      country: this.country,
      categoryMasks: this.categoryMasks,
      publishedAt: this.publishedAt,
      updatedAt: this.updatedAt,
      hiringThrough: this.hiringThrough,
      nameStart: this.nameStart,
      nameLength: this.nameLength,
      nameKeys: this.nameKeys,
    };
    const target = own[name];
    if (!target || target.constructor !== kind || target.length < length) return undefined;
    return target.subarray(0, length);
  }

  /**
   * The index a snapshot holds (exportState's), for this taxonomy: the snapshot's must have
   * been the same (its fingerprint says so), else the shapes disagree and this throws.
   */
  static async fromState(
    taxonomy: DiscoveryTaxonomy,
    state: IndexState,
    pacer: Pacer = unpaced,
    /** The index made by `receiving` for this state, its arrays read into already. */
    received?: DiscoveryIndex,
  ): Promise<DiscoveryIndex> {
    const scalar = (name: string) => wholeScalar(state.scalars, name);
    const size = scalar('size');
    const index = received ?? new DiscoveryIndex(taxonomy, capacityFor(size));
    if (index.capacity < size) throw new IndexStateError('received into too small an index');
    if (
      scalar('categories') !== index.categories.length ||
      scalar('countries') !== index.totalByCountry.length ||
      scalar('maskWords') !== index.maskWords
    ) {
      throw new IndexStateError('made for another taxonomy');
    }
    const setWords = wordsFor(size);
    const array = <T extends StateArray>(
      name: string,
      kind: new (length: number) => T,
      length?: number,
    ): T => {
      const value = state.arrays[name];
      if (!(value instanceof kind) || (length !== undefined && value.length !== length)) {
        throw new IndexStateError(`${name} is missing or of the wrong shape`);
      }
      return value;
    };
    index.size = size;
    index.baseSize = scalar('baseSize');
    index.total = scalar('total');
    // Copied an array at a time, pausing between (a million documents' arrays are a few
    // hundred megabytes), unless read straight into this index's own.
    const copyInto = (target: StateArray, source: StateArray) => {
      if (source.buffer !== target.buffer) target.set(source);
    };
    const copies = [
      () => copyInto(index.alive, array('alive', Uint32Array, setWords)),
      () => copyInto(index.ids, array('ids', Uint8Array, size * 16)),
      () => copyInto(index.country, array('country', Uint16Array, size)),
      () =>
        copyInto(index.categoryMasks, array('categoryMasks', Uint32Array, size * index.maskWords)),
      () => copyInto(index.publishedAt, array('publishedAt', Float64Array, size)),
      () => copyInto(index.updatedAt, array('updatedAt', Float64Array, size)),
      () => copyInto(index.hiringThrough, array('hiringThrough', Int32Array, size)),
      () => copyInto(index.nameStart, array('nameStart', Uint32Array, size)),
      () => copyInto(index.nameLength, array('nameLength', Uint16Array, size)),
      () =>
        copyInto(
          index.countryRanges,
          array('countryRanges', Uint32Array, index.countryRanges.length),
        ),
      () =>
        copyInto(
          index.totalByCategory,
          array('totalByCategory', Uint32Array, index.categories.length),
        ),
      () =>
        copyInto(
          index.totalByCountry,
          array('totalByCountry', Uint32Array, index.totalByCountry.length),
        ),
      () =>
        copyInto(
          index.totalByCountryCategory,
          array('totalByCountryCategory', Uint32Array, index.totalByCountryCategory.length),
        ),
    ];
    for (const copy of copies) {
      copy();
      await pacer.step();
    }
    const nameKeys = array('nameKeys', Uint8Array);
    if (nameKeys.buffer !== index.nameKeys.buffer) {
      index.reserveNameKeys(Math.ceil(nameKeys.length * 1.1));
      index.nameKeys.set(nameKeys);
    }
    index.nameKeysLength = nameKeys.length;
    const categorySets = array('categorySets', Uint32Array, index.categories.length * setWords);
    for (const [category, set] of index.categorySets.entries()) {
      set.set(categorySets.subarray(category * setWords, (category + 1) * setWords));
      await pacer.step();
    }
    index.baseById = array('baseById', Uint32Array);
    for (const order of ['newest', 'recentlyUpdated', 'byName'] as const) {
      index[order].restore(array(order, Uint32Array));
      await pacer.step();
    }
    const unsortedFrom = scalar('vocabularyUnsortedFrom');
    const sorted = array('vocabularySorted', Uint32Array, unsortedFrom);
    if (unsortedFrom > state.words.length) throw new IndexStateError('words missing');
    await index.vocabulary.importState({ words: state.words, sorted, unsortedFrom }, pacer);
    for (const field of TEXT_FIELDS) {
      const denseWords = array(`${field}.denseWords`, Uint32Array);
      const denseLength = scalar(`${field}.denseLength`);
      index.postings[field] = Postings.fromState({
        // The build's words, sorted when it ended: later ones are in `added`.
        offsets: array(`${field}.offsets`, Uint32Array, unsortedFrom + 1),
        slots: array(`${field}.slots`, Uint32Array),
        denseWords,
        denseBits: array(`${field}.denseBits`, Uint32Array, denseWords.length * denseLength),
        denseLength,
        addedWords: array(`${field}.addedWords`, Uint32Array),
        addedCounts: array(`${field}.addedCounts`, Uint32Array),
        addedSlots: array(`${field}.addedSlots`, Uint32Array),
      });
    }
    for (let slot = index.baseSize; slot < size; slot += 1) {
      if (hasBit(index.alive, slot)) index.tailSlotById.set(index.idAt(slot), slot);
    }
    return index;
  }

  /** Adds a document after the build, at the end of the tail. */
  add(organization: IndexedOrganization): void {
    this.update([], [organization]);
  }

  /** Removes a document: it stops counting and matching at once. */
  remove(id: string): void {
    this.update([id], []);
  }

  /**
   * Applies a batch of changes at once: the documents of `removedIds` leave (an id the index
   * does not hold is ignored), then `added` (distinct documents, none still held) are
   * appended to the tail. The sort orders are changed in one pass each for a large batch, so
   * catching up thousands of changes costs a few passes, not a block move per change.
   */
  update(removedIds: readonly string[], added: readonly IndexedOrganization[]): void {
    const removed: number[] = [];
    for (const id of removedIds) {
      const slot = this.slotOf(id);
      if (slot !== undefined) removed.push(slot);
    }
    for (const order of [this.newest, this.recentlyUpdated, this.byName]) order.removeMany(removed);
    for (const slot of removed) this.clearSlot(slot);
    const appended: number[] = [];
    for (const organization of added) {
      const country = this.countryIndexByCode.get(organization.countryCode);
      if (country === undefined) continue;
      const slot = this.size;
      this.grow(slot + 1);
      this.size += 1;
      this.store(slot, organization);
      for (const field of TEXT_FIELDS) {
        const text =
          field === 'name'
            ? organization.name
            : field === 'location'
              ? organization.location
              : organization.description;
        for (const word of this.internWords(text)) this.postings[field].add(word, slot);
      }
      this.tailSlotById.set(organization.id, slot);
      appended.push(slot);
    }
    for (const order of [this.newest, this.recentlyUpdated, this.byName]) {
      order.insertMany(appended);
    }
  }

  /** Takes a live slot out of everything that is counted (its orders already done). */
  private clearSlot(slot: number): void {
    clearBit(this.alive, slot);
    if (this.hiring) clearBit(this.hiring.set, slot);
    this.tailSlotById.delete(this.idAt(slot));
    const country = this.country[slot]!;
    this.total -= 1;
    this.totalByCountry[country]! -= 1;
    this.forEachCategoryOf(slot, (category) => {
      clearBit(this.categorySets[category]!, slot);
      this.totalByCategory[category]! -= 1;
      this.totalByCountryCategory[country * this.categories.length + category]! -= 1;
    });
  }

  /**
   * The live slots whose organization has a role open on `day` (days since the epoch, UTC).
   * Roles end by the calendar, with no change logged: the set is made afresh on the first
   * query of each day (one pass over the slots), and kept current by add and remove between.
   */
  hiringOn(day: number): Bitset {
    if (this.hiring?.day !== day) {
      const set = new Uint32Array(this.alive.length);
      for (let slot = 0; slot < this.size; slot += 1) {
        if (this.hiringThrough[slot]! >= day && hasBit(this.alive, slot)) setBit(set, slot);
      }
      this.hiring = { day, set };
    }
    return this.hiring.set;
  }

  /** Scratch bitsets as long as the slots in use, for one query at a time. */
  scratch(): BitsetPool {
    const words = wordsFor(this.size);
    if (this.pool?.words !== words) {
      const arena = this.arena;
      let next = this.categories.length;
      // The arena's scratch sets first (facet counts with them run in WebAssembly), then
      // ordinary ones should a query need more.
      this.pool = new BitsetPool(words, () =>
        next < arena.sets ? arena.set(next++) : new Uint32Array(arena.words),
      );
    }
    return this.pool;
  }

  /**
   * target ∪= the slots of these countries (dead ones too: the caller keeps the live): each
   * country's base range at once, then one pass over the tail.
   */
  orCountriesInto(countries: ReadonlySet<number>, target: Bitset): void {
    for (const country of countries) {
      setRange(target, this.countryRanges[country * 2]!, this.countryRanges[country * 2 + 1]!);
    }
    const wanted = new Uint8Array(this.totalByCountry.length);
    for (const country of countries) wanted[country] = 1;
    for (let slot = this.baseSize; slot < this.size; slot += 1) {
      if (wanted[this.country[slot]!] === 1) setBit(target, slot);
    }
  }

  /** Slots added since the build, which a country's base range does not cover. */
  get tailSlots(): { start: number; end: number } {
    return { start: this.baseSize, end: this.size };
  }

  /** How far the tail has grown against the base: past a point, a build is due. */
  get tailShare(): number {
    return (this.size - this.baseSize) / Math.max(1, this.baseSize);
  }

  idAt(slot: number): string {
    return readUuid(this.ids, slot * 16);
  }

  /** Compares the document in `slot` with the given id (16 bytes), by id. */
  compareIdTo(slot: number, id: Uint8Array): number {
    return compareUuidBytes(this.ids, slot * 16, id, 0);
  }

  /** The document's folded name key, as the name order compares it. */
  nameKeyAt(slot: number): Uint8Array {
    const start = this.nameStart[slot]!;
    return this.nameKeys.subarray(start, start + this.nameLength[slot]!);
  }

  forEachCategoryOf(slot: number, visit: (category: number) => void): void {
    for (let word = 0; word < this.maskWords; word += 1) {
      let bits = this.categoryMasks[slot * this.maskWords + word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        visit(word * 32 + 31 - Math.clz32(lowest));
      }
    }
  }

  /** Bytes held, for the size the index reports. */
  get byteSize(): number {
    const arenaBytes = this.arena.words * 4 * this.arena.sets;
    const typed = [
      this.alive,
      this.ids,
      this.country,
      this.categoryMasks,
      this.publishedAt,
      this.updatedAt,
      this.hiringThrough,
      this.nameKeys,
      this.nameStart,
      this.nameLength,
      this.baseById,
    ].reduce((bytes, array) => bytes + array.byteLength, 0);
    const postings = TEXT_FIELDS.reduce((bytes, field) => bytes + this.postings[field].byteSize, 0);
    const orders = this.newest.byteSize + this.recentlyUpdated.byteSize + this.byName.byteSize;
    return arenaBytes + typed + postings + orders;
  }

  /** (published, id) descending: newest first. */
  compareNewest(a: number, b: number): number {
    return (
      this.publishedAt[b]! - this.publishedAt[a]! ||
      compareUuidBytes(this.ids, b * 16, this.ids, a * 16)
    );
  }

  compareUpdated(a: number, b: number): number {
    return (
      this.updatedAt[b]! - this.updatedAt[a]! ||
      compareUuidBytes(this.ids, b * 16, this.ids, a * 16)
    );
  }

  /** (name key, id) ascending. Compares in place: sorting a million names allocates nothing. */
  compareName(a: number, b: number): number {
    const keys = this.nameKeys;
    const aStart = this.nameStart[a]!;
    const bStart = this.nameStart[b]!;
    const aLength = this.nameLength[a]!;
    const bLength = this.nameLength[b]!;
    const shared = Math.min(aLength, bLength);
    for (let at = 0; at < shared; at += 1) {
      const difference = keys[aStart + at]! - keys[bStart + at]!;
      if (difference !== 0) return difference;
    }
    return aLength - bLength || compareUuidBytes(this.ids, a * 16, this.ids, b * 16);
  }

  encodeNameKey(name: string): Uint8Array {
    return this.encoder.encode(nameSortKey(name));
  }

  private slotOf(id: string): number | undefined {
    const tail = this.tailSlotById.get(id);
    if (tail !== undefined) return tail;
    const key = new Uint8Array(16);
    writeUuid(key, 0, id);
    let low = 0;
    let high = this.baseById.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = compareUuidBytes(this.ids, this.baseById[middle]! * 16, key, 0);
      if (order === 0) {
        const slot = this.baseById[middle]!;
        return (this.alive[slot >>> 5]! & (1 << (slot & 31))) !== 0 ? slot : undefined;
      }
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return undefined;
  }

  private store(slot: number, organization: IndexedOrganization): void {
    const country = this.countryIndexByCode.get(organization.countryCode)!;
    writeUuid(this.ids, slot * 16, organization.id);
    this.country[slot] = country;
    this.publishedAt[slot] = organization.publishedAt;
    this.updatedAt[slot] = organization.updatedAt;
    this.hiringThrough[slot] = organization.hiringThrough ?? NOT_HIRING;
    if (this.hiring) {
      if (this.hiringThrough[slot]! >= this.hiring.day) setBit(this.hiring.set, slot);
      else clearBit(this.hiring.set, slot);
    }
    const key = this.encodeNameKey(organization.name);
    this.reserveNameKeys(key.length);
    this.nameKeys.set(key, this.nameKeysLength);
    this.nameStart[slot] = this.nameKeysLength;
    this.nameLength[slot] = key.length;
    this.nameKeysLength += key.length;
    setBit(this.alive, slot);
    this.total += 1;
    this.totalByCountry[country]! += 1;
    const mask = slot * this.maskWords;
    this.categoryMasks.fill(0, mask, mask + this.maskWords);
    for (const categoryId of new Set(organization.categoryIds)) {
      const category = this.categoryIndexById.get(categoryId);
      if (category === undefined) continue;
      this.categoryMasks[mask + (category >>> 5)]! |= 1 << (category & 31);
      setBit(this.categorySets[category]!, slot);
      this.totalByCategory[category]! += 1;
      this.totalByCountryCategory[country * this.categories.length + category]! += 1;
    }
  }

  private internWords(text: string | null): number[] {
    return searchWords(text).map((word) => this.vocabulary.intern(word));
  }

  private liveSlots(): Uint32Array {
    const slots = new Uint32Array(this.total);
    let next = 0;
    for (let slot = 0; slot < this.size; slot += 1) {
      if ((this.alive[slot >>> 5]! & (1 << (slot & 31))) !== 0) slots[next++] = slot;
    }
    return slots;
  }

  private reserveNameKeys(extra: number): void {
    if (this.nameKeysLength + extra <= this.nameKeys.length) return;
    const bigger = new Uint8Array(Math.max(this.nameKeys.length * 2, this.nameKeysLength + extra));
    bigger.set(this.nameKeys.subarray(0, this.nameKeysLength));
    this.nameKeys = bigger;
  }

  /** Makes room for `slots` slots, doubling every per-slot array when needed. */
  private grow(slots: number): void {
    if (slots <= this.capacity) return;
    const capacity = Math.max(slots, this.capacity * 2);
    const words = wordsFor(capacity);
    this.alive = resized(this.alive, words);
    this.ids = resized(this.ids, capacity * 16);
    this.country = resized(this.country, capacity);
    this.categoryMasks = resized(this.categoryMasks, capacity * this.maskWords);
    this.publishedAt = resized(this.publishedAt, capacity);
    this.updatedAt = resized(this.updatedAt, capacity);
    this.hiringThrough = resized(this.hiringThrough, capacity);
    this.hiringThrough.fill(NOT_HIRING, this.capacity);
    if (this.hiring) this.hiring = { ...this.hiring, set: resized(this.hiring.set, words) };
    this.nameStart = resized(this.nameStart, capacity);
    this.nameLength = resized(this.nameLength, capacity);
    const arena = new BitsetArena(words, this.arena.sets);
    for (let category = 0; category < this.categorySets.length; category += 1) {
      const moved = arena.set(category);
      moved.set(this.categorySets[category]!);
      this.categorySets[category] = moved;
    }
    this.arena = arena;
    this.pool = undefined;
    this.capacity = capacity;
  }
}

/** A number array of a snapshot (discovery-snapshot.ts writes and reads these kinds). */
export type StateArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;
export type StateArrayKind = new (length: number) => StateArray;

/** Slots for `size` documents and 10% more, so the first changes after a start fit. */
function capacityFor(size: number): number {
  return Math.ceil(size * 1.1) + 64;
}

function wholeScalar(scalars: Record<string, number>, name: string): number {
  const value = scalars[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new IndexStateError(`no whole number ${name}`);
  }
  return value;
}

/**
 * The index as numbers and words (DiscoveryIndex.exportState): an array may be handed as a
 * list of arrays of its kind, to be written one after another.
 */
export interface IndexState {
  scalars: Record<string, number>;
  arrays: Record<string, StateArray | StateArray[]>;
  /** The vocabulary, by id. */
  words: readonly string[];
}

/** What of one field's postings a state holds, under `<field>.<part>`. */
const POSTINGS_ARRAYS = [
  'offsets',
  'slots',
  'denseWords',
  'denseBits',
  'addedWords',
  'addedCounts',
  'addedSlots',
] as const satisfies ReadonlyArray<keyof PostingsState>;

/** A state that does not make an index of this taxonomy and this build. */
export class IndexStateError extends Error {
  override name = 'IndexStateError';
}

function resized<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
  array: T,
  length: number,
): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const shared = Math.min(a.length, b.length);
  for (let at = 0; at < shared; at += 1) {
    const difference = a[at]! - b[at]!;
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

export { compareBytes };
