import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, setOrganizationStatus } from '../../../../test/factories.js';
import { seededRandom } from '../../../../test/seeded-random.js';
import { createTestDatabase } from '../../../../test/test-database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import {
  categories,
  discoveryChanges,
  discoverySnapshotChunks,
  discoverySnapshots,
  discoveryState,
  organizations,
} from '../../../db/schema/index.js';
import { createDiscoveryEngine, type DiscoveryEngine } from './discovery-engine.js';
import { queryDiscovery } from './discovery-query.js';
import { queryTerms } from './discovery-search.js';
import { snapshotFingerprint } from './discovery-snapshot.js';
import { createDiscoverySnapshotStore } from './discovery-snapshots.repository.js';
import { createDiscoveryRepository, type DiscoveryRepository } from './discovery.repository.js';

/**
 * An instance starts from the newest snapshot and catches up through the change log; it
 * builds from the database instead when there is none it can use (damaged, of another
 * taxonomy) or the log has a gap after it. On both databases.
 */

let database: DatabaseHandle;
const engines: DiscoveryEngine[] = [];

const COUNTRIES = ['DE', 'FR', 'KE'];
const CATEGORY_IDS = ['climate_action', 'education', 'nonprofit', 'cooperative', 'open_source'];
const WORDS = ['harbor', 'meadow', 'lantern', 'compass', 'orchid'];

beforeAll(async () => {
  database = await createTestDatabase();
  const random = seededRandom(5);
  for (let count = 0; count < 40; count += 1) await addOrganization(random);
});

afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.settle()));
  await database?.close();
});

function addOrganization(random: () => number) {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return createOrganization(database.db, {
    name: `${pick(WORDS)} ${pick(WORDS)} ${Math.floor(random() * 1e6)}`,
    description: `${pick(WORDS)} and ${pick(WORDS)}`,
    countryCode: pick(COUNTRIES),
    categories: CATEGORY_IDS.filter(() => random() < 0.3),
    publishedAt: new Date(Date.now() - Math.floor(random() * 1e9)),
  });
}

/** One process's engine on the test database, and what it logged. */
function engine(
  options: { snapshots?: boolean; repository?: DiscoveryRepository; refreshChanges?: number } = {},
) {
  const logged: string[] = [];
  const note = (_: object, message: string) => void logged.push(message);
  const created = createDiscoveryEngine({
    repository: options.repository ?? createDiscoveryRepository(database.db),
    ...(options.snapshots === false
      ? {}
      : { snapshots: createDiscoverySnapshotStore(database.db) }),
    snapshotFromOrganizations: 1,
    snapshotRefreshChanges: options.refreshChanges ?? 5,
    log: { info: note, warn: note, error: note },
  });
  engines.push(created);
  return { engine: created, logged };
}

const store = () => createDiscoverySnapshotStore(database.db);

async function fingerprint() {
  return snapshotFingerprint(await createDiscoveryRepository(database.db).loadTaxonomy());
}

async function databaseVersion() {
  const [row] = await database.db.select().from(discoveryState);
  return row!.version;
}

async function newestSnapshot() {
  return store().latest(await fingerprint());
}

/** Waits for a snapshot at `version` or later (a build writes one in the background). */
async function snapshotAt(version: number) {
  await expect
    .poll(async () => (await newestSnapshot())?.version ?? -1, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(version);
  return (await newestSnapshot())!;
}

/** A snapshot at the database's version, written by a process now if there is none. */
async function currentSnapshot() {
  const { engine: writer } = engine({ refreshChanges: 1 });
  await writer.warmUp();
  await writer.refreshSnapshot();
  return snapshotAt(await databaseVersion());
}

/** Every page of a few kinds of question, by id, with the first page's total and facets. */
async function answers(of: DiscoveryEngine) {
  const { index } = await of.current();
  const questions = [
    { countryCode: undefined, categoryIds: [], q: '', sort: 'newest' as const },
    { countryCode: 'KE', categoryIds: ['education', 'nonprofit'], q: '', sort: 'name' as const },
    {
      countryCode: undefined,
      categoryIds: ['climate_action'],
      q: 'harb',
      sort: 'relevance' as const,
    },
    { countryCode: 'DE', categoryIds: [], q: 'lanterm', sort: 'updated' as const },
  ];
  return questions.map((question) => {
    const terms = queryTerms(question.q);
    const ids: string[] = [];
    let after;
    let first;
    for (;;) {
      const page = queryDiscovery(index, {
        ...question,
        sort: terms.length === 0 && question.sort === 'relevance' ? 'newest' : question.sort,
        terms,
        after,
        limit: 7,
        withFacets: !after,
      });
      first ??= { total: page.total, facets: page.facets };
      ids.push(...page.slots.map((slot) => index.idAt(slot)));
      if (!page.next) break;
      after = page.next;
    }
    return { ids, first };
  });
}

async function changeSomething(random: () => number) {
  const [edited, lapsed] = await database.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.status, 'published'))
    .orderBy(organizations.id)
    .limit(2);
  await database.db
    .update(organizations)
    .set({ name: `Compass renamed ${Math.floor(random() * 1e6)}` })
    .where(eq(organizations.id, edited!.id));
  await setOrganizationStatus(database.db, lapsed!.id, 'lapsed');
  for (let count = 0; count < 3; count += 1) await addOrganization(random);
}

describe('starting the discovery index', () => {
  it('builds from the database the first time, and writes a snapshot of what it built', async () => {
    const { engine: first } = engine();
    await first.warmUp();
    expect(first.status()).toMatchObject({
      indexVersion: await databaseVersion(),
      lastBuild: { source: 'database', seconds: expect.any(Number), finishedAt: expect.any(Date) },
    });
    const published = await database.db.$count(
      organizations,
      eq(organizations.status, 'published'),
    );
    expect(first.status().organizations).toBe(published);
    const written = await snapshotAt(await databaseVersion());
    expect(written.organizations).toBe(published);
  });

  it('restarts from the snapshot, caught up with the changes made after it', async () => {
    const random = seededRandom(6);
    const before = await currentSnapshot();
    await changeSomething(random);
    expect(await databaseVersion()).toBeGreaterThan(before.version);

    const { engine: restarted, logged } = engine();
    await restarted.warmUp();
    expect(restarted.status()).toMatchObject({
      indexVersion: await databaseVersion(),
      lastBuild: { source: 'snapshot' },
    });
    expect(logged).toContain('discovery index loaded from a snapshot');
    const { engine: built } = engine({ snapshots: false });
    expect(await answers(restarted)).toEqual(await answers(built));
    expect(restarted.status().organizations).toBe(built.status().organizations);
  });

  it('builds instead when the log has a gap after the snapshot', async () => {
    const random = seededRandom(7);
    const snapshot = await currentSnapshot();
    await changeSomething(random);
    // A bulk load or a pruned log: the changes after the snapshot are not all there.
    await database.db
      .delete(discoveryChanges)
      .where(gt(discoveryChanges.version, snapshot.version));

    const { engine: restarted, logged } = engine();
    await restarted.warmUp();
    expect(restarted.status().lastBuild?.source).toBe('database');
    expect(logged).toContain(
      'discovery snapshot behind a gap in the change log: building from the database',
    );
    const { engine: built } = engine({ snapshots: false });
    expect(await answers(restarted)).toEqual(await answers(built));
  });

  it('builds instead when the database is behind the snapshot', async () => {
    const snapshot = await currentSnapshot();
    // A database restored to an earlier state without its snapshots, say.
    await database.db.update(discoveryState).set({ version: snapshot.version - 1 });
    try {
      const { engine: restarted, logged } = engine();
      await restarted.warmUp();
      expect(restarted.status().lastBuild?.source).toBe('database');
      expect(logged).toContain(
        'discovery snapshot ahead of the database: building from the database',
      );
      expect((await newestSnapshot())?.id).not.toBe(snapshot.id);
      await restarted.settle();
    } finally {
      await database.db.update(discoveryState).set({ version: snapshot.version });
    }
  });

  it('builds instead when the snapshot is damaged', async () => {
    const snapshot = await currentSnapshot();
    await database.db
      .update(discoverySnapshotChunks)
      .set({
        bytes: sql`overlay(${discoverySnapshotChunks.bytes} placing '\\xff'::bytea from 40 for 1)`,
      })
      .where(eq(discoverySnapshotChunks.snapshotId, snapshot.id));

    const { engine: restarted, logged } = engine();
    await restarted.warmUp();
    expect(restarted.status().lastBuild?.source).toBe('database');
    expect(logged).toContain('discovery snapshot unusable: building from the database');
    // Then writes a sound one in its place.
    await expect
      .poll(async () => (await newestSnapshot())?.id ?? snapshot.id, { timeout: 10_000 })
      .not.toBe(snapshot.id);
    const { engine: next } = engine();
    await next.warmUp();
    expect(next.status().lastBuild?.source).toBe('snapshot');
  });

  it('builds instead when the taxonomy changed since the snapshot', async () => {
    await currentSnapshot();
    const [group] = await database.db.select({ id: categories.groupId }).from(categories).limit(1);
    await database.db.insert(categories).values({
      id: 'tide_pools',
      groupId: group!.id,
      name: 'Tide Pools',
      description: 'New.',
      emoji: '🌊',
      position: 99,
    });
    try {
      const { engine: restarted } = engine();
      await restarted.warmUp();
      expect(restarted.status().lastBuild?.source).toBe('database');
    } finally {
      await database.db.delete(categories).where(eq(categories.id, 'tide_pools'));
    }
  });

  it('refreshes the snapshot from the scheduled job only once it is behind', async () => {
    await currentSnapshot();
    const { engine: running } = engine();
    await running.warmUp();
    expect(await running.refreshSnapshot()).toEqual({
      written: false,
      reason: 'newest snapshot is recent',
    });
    const random = seededRandom(8);
    await changeSomething(random);
    await changeSomething(random);
    const result = await running.refreshSnapshot();
    expect(result.written).toBe(true);
    expect((await newestSnapshot())!.version).toBe(await databaseVersion());
    // Older snapshots of the same fingerprint go.
    expect(
      await database.db.$count(
        discoverySnapshots,
        eq(discoverySnapshots.fingerprint, await fingerprint()),
      ),
    ).toBe(1);
  });

  it('answers nothing of its index until it is ready, and callers wait for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = createDiscoveryRepository(database.db);
    const held: DiscoveryRepository = {
      ...real,
      async *publishedByCountry(batchSize) {
        await gate;
        yield* real.publishedByCountry(batchSize);
      },
    };
    const { engine: starting } = engine({ snapshots: false, repository: held });
    starting.start();
    const waiting = starting.current();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(starting.status()).toEqual({ indexVersion: null, lastBuild: null, organizations: 0 });
    release();
    const { index, version } = await waiting;
    expect(version).toBe(await databaseVersion());
    expect(index.total).toBe(starting.status().organizations);
    expect(starting.status().indexVersion).toBe(version);
  });

  it('keeps the version of a compacted index it swapped in while catching up the old one', async () => {
    // Each method can be held once: the next call to it waits until released.
    const real = createDiscoveryRepository(database.db);
    const holds = new Map<string, { arrived: () => void; gate: Promise<void> }>();
    function hold(name: keyof DiscoveryRepository) {
      let release!: () => void;
      let arrived!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      holds.set(name, { arrived, gate });
      return { reached, release };
    }
    const held = async (name: string) => {
      const waiting = holds.get(name);
      if (!waiting) return;
      holds.delete(name);
      waiting.arrived();
      await waiting.gate;
    };
    const repository: DiscoveryRepository = {
      ...real,
      async *publishedByCountry(batchSize) {
        await held('publishedByCountry');
        yield* real.publishedByCountry(batchSize);
      },
      changesSince: async (version, limit) => {
        await held('changesSince');
        return real.changesSince(version, limit);
      },
      publishedByIds: async (ids) => {
        await held('publishedByIds');
        return real.publishedByIds(ids);
      },
    };
    const { engine: running } = engine({ snapshots: false, repository });
    await running.warmUp();
    const random = seededRandom(9);
    const base = running.status().organizations;

    // Enough later additions for the tail to call for a compaction, whose build is held.
    const build = hold('publishedByCountry');
    for (let count = 0; count < Math.ceil((base + 32) * 0.25); count += 1) {
      await addOrganization(random);
    }
    await running.reach(await databaseVersion());
    await build.reached;
    // A change after the compaction read its version: once built, it catches up, held
    // after reading the log.
    await addOrganization(random);
    const compactionCatchUp = hold('publishedByIds');
    build.release();
    await compactionCatchUp.reached;

    // Later changes, caught up in the old index, whose catch-up ends after the swap.
    await addOrganization(random);
    await addOrganization(random);
    const oldCatchUp = hold('publishedByIds');
    const reaching = running.reach(await databaseVersion());
    await oldCatchUp.reached;
    const before = running.status().lastBuild!.finishedAt;
    compactionCatchUp.release();
    await expect.poll(() => running.status().lastBuild!.finishedAt).not.toBe(before);
    oldCatchUp.release();
    await reaching;

    const { engine: built } = engine({ snapshots: false });
    expect(await answers(running)).toEqual(await answers(built));
    expect(running.status().organizations).toBe(built.status().organizations);
  });

  it('counts once a document its build read twice, having moved between two batches', async () => {
    const real = createDiscoveryRepository(database.db);
    let moved: string | undefined;
    // Small batches; after the first, one of its documents moves to the last country, which
    // the build's later batches reach.
    const moving: DiscoveryRepository = {
      ...real,
      async *publishedByCountry() {
        for await (const batch of real.publishedByCountry(10)) {
          yield batch;
          if (moved) continue;
          moved = batch[0]!.id;
          await database.db
            .update(organizations)
            .set({ countryCode: 'KE' })
            .where(eq(organizations.id, moved));
        }
      },
    };
    const { engine: running } = engine({ snapshots: false, repository: moving });
    await running.warmUp();
    expect(moved).toBeDefined();
    await running.reach(await databaseVersion());
    const { engine: built } = engine({ snapshots: false });
    expect(await answers(running)).toEqual(await answers(built));
    expect(running.status().organizations).toBe(built.status().organizations);

    // Deleted, it leaves no trace behind in any count.
    await database.db.delete(organizations).where(eq(organizations.id, moved!));
    await running.reach(await databaseVersion());
    const { engine: rebuilt } = engine({ snapshots: false });
    expect(await answers(running)).toEqual(await answers(rebuilt));
    expect(running.status().organizations).toBe(rebuilt.status().organizations);
  });

  it('abandons a build when the process shuts down', async () => {
    const real = createDiscoveryRepository(database.db);
    // A row at a time, each a while coming: the build would take most of a minute.
    const slow: DiscoveryRepository = {
      ...real,
      async *publishedByCountry(batchSize) {
        for await (const batch of real.publishedByCountry(batchSize)) {
          for (const row of batch) {
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            yield [row];
          }
        }
      },
    };
    const { engine: starting } = engine({ snapshots: false, repository: slow });
    starting.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await starting.settle();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(starting.status().indexVersion).toBeNull();
  });
});
