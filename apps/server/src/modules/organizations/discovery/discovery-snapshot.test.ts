import { createHash } from 'node:crypto';
import type { OrganizationSort } from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../test/seeded-random.js';
import { DiscoveryIndex, IndexStateError, type IndexedOrganization } from './discovery-index.js';
import { queryDiscovery } from './discovery-query.js';
import { queryTerms } from './discovery-search.js';
import {
  createSnapshotDecoder,
  encodeSnapshot,
  SNAPSHOT_FORMAT,
  snapshotFingerprint,
  SnapshotError,
} from './discovery-snapshot.js';

/**
 * A snapshot written and read back makes the same index: every answer (pages in order,
 * totals, facets, searches by word, prefix, typo and place, the hiring filter) and every
 * array the same, its later changes (the tail) included. Damaged or foreign bytes are refused.
 */

type Random = ReturnType<typeof seededRandom>;
const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;

const taxonomy = {
  categories: [
    { id: 'a1', groupId: 'a', name: 'Climate Action' },
    { id: 'a2', groupId: 'a', name: 'Ocean Care' },
    { id: 'a3', groupId: 'a', name: 'Food Systems' },
    { id: 'b1', groupId: 'b', name: 'Nonprofit' },
    { id: 'b2', groupId: 'b', name: 'Cooperative' },
    { id: 'c1', groupId: 'c', name: 'Remote First' },
  ],
  countryCodes: ['DE', 'FR', 'KE', 'US'],
  countryNames: ['Germany', 'France', 'Kenya', 'United States'],
};
const COMMON = ['garden', 'river', 'school', 'energy', 'library', 'harbour', 'forest', 'market'];
const NAMES = ['Zeta', 'Éclair', 'apple', 'Mango', 'kiwi', 'Ölberg', 'banana', 'Nile'];
const PLACES = ['Hamburg', 'Lyon', 'Nairobi', 'Austin', null];
const DAY = 20_000;

function rareWord(random: Random): string {
  return Array.from({ length: 6 }, () => pick(random, [...'bcdfghklmnprstvz'])).join('');
}

/** A uuid drawn from `random`, so an index can be made twice alike. */
function seededId(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function document(random: Random, id: string = seededId(random)): IndexedOrganization {
  const publishedAt = 1_700_000_000_000_000 + Math.floor(random() * 1e12);
  const words = Array.from({ length: 6 }, () =>
    random() < 0.8 ? pick(random, COMMON) : rareWord(random),
  );
  return {
    id,
    name: `${pick(random, NAMES)} ${pick(random, NAMES)} ${random() < 0.1 ? rareWord(random) : ''}`,
    description: words.join(' '),
    location: pick(random, PLACES),
    countryCode: pick(random, taxonomy.countryCodes),
    categoryIds: taxonomy.categories.filter(() => random() < 0.35).map((category) => category.id),
    publishedAt: publishedAt - (publishedAt % 1_000_000_000),
    updatedAt: publishedAt + Math.floor(random() * 1e9),
    hiringThrough: random() < 0.2 ? DAY + Math.floor(random() * 10) - 5 : null,
  };
}

function byCountry(documents: IndexedOrganization[]) {
  return [...documents].sort((a, b) =>
    a.countryCode < b.countryCode ? -1 : a.countryCode > b.countryCode ? 1 : 0,
  );
}

async function* inBatches(documents: IndexedOrganization[]) {
  for (let start = 0; start < documents.length; start += 500) {
    yield documents.slice(start, start + 500);
  }
}

/** An index of `count` documents, then `changes` later ones (additions, edits, withdrawals). */
async function indexWithTail(seed: number, count: number, changes: number) {
  const random = seededRandom(seed);
  const documents = Array.from({ length: count }, () => document(random));
  const index = await DiscoveryIndex.build(
    taxonomy,
    documents.length,
    inBatches(byCountry(documents)),
  );
  const ids = documents.map((doc) => doc.id);
  for (let change = 0; change < changes; change += 1) {
    const roll = random();
    if (roll < 0.4) {
      const doc = document(random);
      ids.push(doc.id);
      index.add(doc);
    } else if (roll < 0.7) {
      const id = pick(random, ids);
      index.remove(id);
      index.add(document(random, id));
    } else {
      index.remove(pick(random, ids));
    }
  }
  return index;
}

async function roundTrip(index: DiscoveryIndex, chunkBytes: number) {
  const fingerprint = snapshotFingerprint(taxonomy);
  const encoded = encodeSnapshot(index.exportState(), { version: 42, fingerprint });
  const chunks = [...encoded.chunks(chunkBytes)];
  const checksum = createHash('sha256');
  for (const chunk of chunks) checksum.update(chunk);
  return {
    chunks,
    expected: { fingerprint, checksum: checksum.digest('hex'), byteLength: encoded.byteLength },
  };
}

/** The state the chunks hold, read as a restarting process reads them. */
async function decodeSnapshot(
  chunks: Uint8Array[],
  expected: Parameters<typeof createSnapshotDecoder>[0],
  arrayFor?: Parameters<typeof createSnapshotDecoder>[1],
) {
  const decoder = createSnapshotDecoder(expected, arrayFor);
  for (const chunk of chunks) decoder.push(chunk);
  return decoder.finish();
}

/** The index read back as a starting process reads it: per-slot arrays straight into it. */
async function restored(index: DiscoveryIndex, chunkBytes = 7_777) {
  const { chunks, expected } = await roundTrip(index, chunkBytes);
  let receiving: DiscoveryIndex | undefined;
  const decoded = await decodeSnapshot(chunks, expected, (name, kind, length, scalars) =>
    (receiving ??= DiscoveryIndex.receiving(taxonomy, scalars)).receive(name, kind, length),
  );
  expect(decoded.version).toBe(42);
  expect(receiving).toBeDefined();
  return DiscoveryIndex.fromState(taxonomy, decoded.state, undefined, receiving);
}

interface Query {
  countryCode: string | undefined;
  categoryIds: string[];
  sort: OrganizationSort;
  q: string;
  hiringOn: number | undefined;
}

function everyPage(index: DiscoveryIndex, query: Query) {
  const terms = queryTerms(query.q);
  const ids: string[] = [];
  const firsts = [];
  let after;
  for (;;) {
    const page = queryDiscovery(index, {
      countryCode: query.countryCode,
      categoryIds: query.categoryIds,
      hiringOn: query.hiringOn,
      terms,
      sort: terms.length === 0 && query.sort === 'relevance' ? 'newest' : query.sort,
      after,
      limit: 150,
      withFacets: !after,
    });
    if (!after) firsts.push({ total: page.total, facets: page.facets });
    ids.push(...page.slots.map((slot) => index.idAt(slot)));
    if (!page.next) break;
    after = page.next;
  }
  return { ids, first: firsts[0] };
}

function queries(random: Random, tailWord: string): Query[] {
  const searches = ['', 'garden', 'gard', 'gardne', 'kenya', 'nairobi', 'zeta mango', tailWord];
  return Array.from({ length: 60 }, () => ({
    countryCode: random() < 0.4 ? pick(random, taxonomy.countryCodes) : undefined,
    categoryIds: taxonomy.categories.filter(() => random() < 0.2).map((c) => c.id),
    sort: pick(random, ['relevance', 'newest', 'updated', 'name'] as const),
    q: pick(random, searches),
    hiringOn: random() < 0.2 ? DAY : undefined,
  }));
}

function expectSameArrays(a: DiscoveryIndex, b: DiscoveryIndex) {
  const left = a.exportState();
  const right = b.exportState();
  expect(right.scalars).toEqual(left.scalars);
  expect(right.words).toEqual(left.words);
  expect(Object.keys(right.arrays)).toEqual(Object.keys(left.arrays));
  const flat = (value: unknown) =>
    Array.isArray(value)
      ? value.flatMap((piece: ArrayLike<number>) => Array.from(piece))
      : Array.from(value as ArrayLike<number>);
  for (const name of Object.keys(left.arrays)) {
    expect(flat(right.arrays[name]), name).toEqual(flat(left.arrays[name]));
  }
}

describe('a discovery index snapshot', () => {
  it('reads back as the same index, answering everything alike, tail included', async () => {
    const index = await indexWithTail(7, 5000, 600);
    const tailWord = 'zzquorble';
    index.add({ ...document(seededRandom(9)), name: `Brand ${tailWord}` });
    const copy = await restored(index);

    expectSameArrays(index, copy);
    expect(copy.total).toBe(index.total);
    expect(copy.tailSlots).toEqual(index.tailSlots);
    for (const query of queries(seededRandom(11), tailWord)) {
      expect(everyPage(copy, query), JSON.stringify(query)).toEqual(everyPage(index, query));
    }
  });

  it('goes on taking changes after it is read, as the original does', async () => {
    const index = await indexWithTail(8, 3000, 200);
    const copy = await restored(index, 64 * 1024);
    const random = seededRandom(12);
    const ids = [...Array(index.size).keys()]
      .filter((slot) => index.alive[slot >>> 5]! & (1 << (slot & 31)))
      .map((slot) => index.idAt(slot));
    const changed = ids.slice(0, 300).map((id) => document(random, id));
    for (const target of [index, copy]) {
      target.update(
        changed.map((doc) => doc.id),
        changed,
      );
      target.remove(ids[400]!);
    }
    expectSameArrays(index, copy);
    for (const query of queries(seededRandom(13), 'garden')) {
      expect(everyPage(copy, query), JSON.stringify(query)).toEqual(everyPage(index, query));
    }
  });

  it('holds the index as it was when taken, whatever changes come while it is written', async () => {
    const index = await indexWithTail(14, 2000, 100);
    const twin = await indexWithTail(14, 2000, 100);
    const fingerprint = snapshotFingerprint(taxonomy);
    const encoded = encodeSnapshot(index.exportState(), { version: 1, fingerprint });
    // Changes land after the state was taken, before its bytes are made.
    const random = seededRandom(15);
    for (let change = 0; change < 300; change += 1) {
      const doc = document(random);
      index.add(doc);
      index.remove(doc.id);
      index.add(doc);
    }
    index.remove(index.idAt(3));
    const chunks = [...encoded.chunks(10_000)];
    const checksum = createHash('sha256');
    for (const chunk of chunks) checksum.update(chunk);
    const decoded = await decodeSnapshot(chunks, {
      fingerprint,
      checksum: checksum.digest('hex'),
      byteLength: encoded.byteLength,
    });
    expectSameArrays(await DiscoveryIndex.fromState(taxonomy, decoded.state), twin);
  });

  it('refuses damaged, cut, foreign or other-format bytes', async () => {
    const index = await indexWithTail(16, 500, 20);
    const { chunks, expected } = await roundTrip(index, 4096);

    const flipped = chunks.map((chunk) => chunk.slice());
    flipped[2]![100]! ^= 1;
    await expect(decodeSnapshot(flipped, expected)).rejects.toThrow(SnapshotError);
    await expect(decodeSnapshot(chunks.slice(0, -1), expected)).rejects.toThrow(SnapshotError);
    await expect(
      decodeSnapshot(chunks, { ...expected, fingerprint: 'another taxonomy' }),
    ).rejects.toThrow(/another taxonomy/);

    // A snapshot of another format, its checksum right: refused by its header.
    const bytes = Buffer.concat(chunks);
    const headerLength = bytes.readUInt32LE(0);
    const header = bytes.subarray(4, 4 + headerLength).toString('utf8');
    const other = Buffer.from(
      header.replace(`"format":${SNAPSHOT_FORMAT}`, `"format":${SNAPSHOT_FORMAT + 1}`),
    );
    expect(other.length).toBe(headerLength);
    const rewritten = Buffer.concat([
      bytes.subarray(0, 4),
      other,
      bytes.subarray(4 + headerLength),
    ]);
    await expect(
      decodeSnapshot([rewritten], {
        ...expected,
        checksum: createHash('sha256').update(rewritten).digest('hex'),
      }),
    ).rejects.toThrow(/format/);
  });

  it('is not made into an index of another taxonomy', async () => {
    const index = await indexWithTail(17, 300, 0);
    const state = index.exportState();
    await expect(
      DiscoveryIndex.fromState({ ...taxonomy, categories: taxonomy.categories.slice(1) }, state),
    ).rejects.toThrow(IndexStateError);
  });

  it('changes its fingerprint with the taxonomy', () => {
    expect(snapshotFingerprint(taxonomy)).toBe(snapshotFingerprint({ ...taxonomy }));
    expect(
      snapshotFingerprint({
        ...taxonomy,
        categories: [...taxonomy.categories, { id: 'c2', groupId: 'c', name: 'Hybrid' }],
      }),
    ).not.toBe(snapshotFingerprint(taxonomy));
  });
});
