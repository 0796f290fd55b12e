import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aggregatedCountryCounts,
  maintainedCountryCounts,
} from '../../../test/discovery-counts.js';
import { createOrganization } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { organizationCategories, organizations } from '../../db/schema/index.js';

/**
 * Concurrent writes to organizations that share categories, listed in different orders. On
 * PostgreSQL the transactions truly interleave: the discovery triggers must take their row
 * locks in one global order, or some of these writes die as deadlock victims (40P01).
 */
describe('discovery counts under concurrent writes', () => {
  let database: DatabaseHandle;
  const shared = ['climate_action', 'education', 'nonprofit', 'remote_first', 'open_source'];
  const ids: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 8; index += 1) {
      // Each organization lists the same categories rotated: opposite lock orders if unsorted.
      const categories = [
        ...shared.slice(index % shared.length),
        ...shared.slice(0, index % shared.length),
      ];
      const row = await createOrganization(database.db, { countryCode: 'DE', categories });
      ids.push(row.id);
    }
  });
  afterAll(async () => {
    await database.close();
  });

  async function expectCountsExact() {
    expect(await maintainedCountryCounts(database.db)).toEqual(
      await aggregatedCountryCounts(database.db),
    );
  }

  it('publishes and lapses organizations in parallel without a failed write', async () => {
    const rounds = 30;
    const writes = Array.from({ length: rounds * ids.length }, (_, index) => {
      const id = ids[index % ids.length]!;
      const publish = Math.floor(index / ids.length) % 2 === 1;
      return database.db
        .update(organizations)
        .set(publish ? { status: 'published', publishedAt: new Date() } : { status: 'lapsed' })
        .where(eq(organizations.id, id));
    });
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await expectCountsExact();
  });

  it('replaces category lists in parallel transactions without a failed write', async () => {
    const edits = Array.from({ length: 60 }, (_, index) => {
      const id = ids[index % ids.length]!;
      const order = index % 2 === 0 ? shared : [...shared].reverse();
      return database.db.transaction(async (tx) => {
        // As an edit does: lock the organization first, so edits of one profile queue up.
        await tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.id, id))
          .for('update');
        await tx
          .delete(organizationCategories)
          .where(eq(organizationCategories.organizationId, id));
        await tx
          .insert(organizationCategories)
          .values(
            order.map((categoryId, position) => ({ organizationId: id, categoryId, position })),
          );
        await tx
          .update(organizations)
          .set({ status: 'published', publishedAt: new Date() })
          .where(eq(organizations.id, id));
      });
    });
    const outcomes = await Promise.allSettled(edits);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await expectCountsExact();
  });

  // Two transactions at once need PostgreSQL (PGlite runs one at a time): this case belongs to
  // the PostgreSQL run, which CI makes on every change.
  if (process.env['TEST_DATABASE_URL']) {
    it('lets a publish wait behind a writer holding the page counter, not deadlock with it', async () => {
      const [unlisted, listed, lapsed] = ids as [string, string, string];
      await database.db
        .update(organizations)
        .set({ status: 'lapsed' })
        .where(eq(organizations.id, unlisted));
      await database.db
        .update(organizations)
        .set({ status: 'published', publishedAt: new Date() })
        .where(eq(organizations.id, listed));
      await database.db
        .update(organizations)
        .set({ status: 'lapsed' })
        .where(eq(organizations.id, lapsed));
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const writer = await pool.connect();
      try {
        await writer.query('begin');
        // A change to an unlisted profile: the page counter is taken, discovery's is not.
        await writer.query(`update organizations set name = name || '.' where id = $1`, [unlisted]);
        // A publish counts its country, so it needs discovery's counter and the page counter.
        const publishing = database.db
          .update(organizations)
          .set({ status: 'published', publishedAt: new Date() })
          .where(eq(organizations.id, lapsed))
          .execute();
        await expect
          .poll(async () => {
            const result = await pool.query<{ waiting: number }>(
              'select count(*)::int as waiting from pg_locks where not granted',
            );
            return result.rows[0]?.waiting;
          })
          .toBeGreaterThan(0);
        // The same transaction now changes a listed profile: it needs discovery's counter, which
        // the publish must not be holding while it waits.
        await writer.query('update organizations set published_at = now() where id = $1', [listed]);
        await writer.query('commit');
        await publishing;
      } finally {
        writer.release();
      }
      await expectCountsExact();
    });
  }
});
