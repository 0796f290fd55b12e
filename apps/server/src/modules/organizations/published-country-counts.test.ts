import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  aggregatedCountryCounts,
  maintainedCountryCounts,
} from '../../../test/discovery-counts.js';
import { createOrganization, setOrganizationStatus } from '../../../test/factories.js';
import { seededRandom } from '../../../test/seeded-random.js';
import type { Database } from '../../db/client.js';
import {
  organizationCategories,
  organizations,
  organizationStatuses,
  publishedCountryCounts,
} from '../../db/schema/index.js';

/**
 * published_country_counts and organizations.category_ids are maintained by triggers
 * (migrations 0001_discovery_counts and 0014). Whatever happens to organizations and their
 * category links, the counts must equal the aggregation a query would compute from scratch,
 * and category_ids must mirror the links in display order.
 */

type Random = ReturnType<typeof seededRandom>;
const pick = <T>(random: Random, values: readonly T[]): T => {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
};

// Few countries and categories, so operations collide on the same rows often.
const COUNTRIES = ['DE', 'FR', 'KE', 'BR'] as const;
const CATEGORIES = [
  'climate_action',
  'clean_energy',
  'education',
  'remote_first',
  'open_source',
  'b_corp_certified',
  'nonprofit',
  'cooperative',
  'startup',
  'systems_change',
] as const;

/** category_ids per organization next to its links ordered by position. */
async function categoryIdMismatches(db: Database) {
  const orgs = await db
    .select({ id: organizations.id, categoryIds: organizations.categoryIds })
    .from(organizations);
  const links = await db
    .select({
      organizationId: organizationCategories.organizationId,
      categoryId: organizationCategories.categoryId,
    })
    .from(organizationCategories)
    .orderBy(asc(organizationCategories.position));
  return orgs
    .map((org) => ({
      id: org.id,
      categoryIds: org.categoryIds,
      links: links.filter((link) => link.organizationId === org.id).map((l) => l.categoryId),
    }))
    .filter((org) => JSON.stringify(org.categoryIds) !== JSON.stringify(org.links));
}

interface Operation {
  name: string;
  run(): Promise<void>;
}

/** One random operation on the current state, or undefined when it does not apply. */
async function randomOperation(db: Database, random: Random): Promise<Operation | undefined> {
  const existing = await db
    .select({
      id: organizations.id,
      status: organizations.status,
      countryCode: organizations.countryCode,
    })
    .from(organizations);
  const target = existing.length > 0 ? pick(random, existing) : undefined;
  const kind = existing.length < 3 ? 'create' : pick(random, OPERATION_KINDS);

  switch (kind) {
    case 'create': {
      const status = pick(random, organizationStatuses);
      const countryCode = pick(random, COUNTRIES);
      const categories = CATEGORIES.filter(() => random() < 0.3).slice(0, 7);
      // Shuffled, so the display order differs from the alphabetical one.
      categories.sort(() => random() - 0.5);
      return {
        name: `create ${status} ${countryCode} [${categories.join(',')}]`,
        run: async () => {
          await createOrganization(db, { status, countryCode, categories });
        },
      };
    }
    case 'publish':
      if (!target) return undefined;
      return {
        name: `publish ${target.id} (was ${target.status})`,
        run: () => setOrganizationStatus(db, target.id, 'published'),
      };
    case 'unpublish': {
      if (!target) return undefined;
      const status = pick(random, ['lapsed', 'pending'] as const);
      return {
        name: `${status} ${target.id} (was ${target.status})`,
        run: () => setOrganizationStatus(db, target.id, status),
      };
    }
    case 'republish-touch':
      // Re-publishing an already published organization must not count it twice.
      if (!target || target.status !== 'published') return undefined;
      return {
        name: `republish ${target.id}`,
        run: () => setOrganizationStatus(db, target.id, 'published', new Date()),
      };
    case 'change-country': {
      if (!target) return undefined;
      const countryCode = pick(random, COUNTRIES);
      return {
        name: `move ${target.id} ${target.countryCode} -> ${countryCode}`,
        run: async () => {
          await db
            .update(organizations)
            .set({ countryCode })
            .where(eq(organizations.id, target.id));
        },
      };
    }
    case 'add-link': {
      if (!target) return undefined;
      const links = await linksOf(db, target.id);
      const free = CATEGORIES.filter((id) => !links.some((link) => link.categoryId === id));
      if (free.length === 0 || links.length >= 7) return undefined;
      const categoryId = pick(random, free);
      const position = links.length === 0 ? 0 : Math.max(...links.map((l) => l.position)) + 1;
      return {
        name: `link ${target.id} ${categoryId}@${position}`,
        run: async () => {
          await db
            .insert(organizationCategories)
            .values({ organizationId: target.id, categoryId, position });
        },
      };
    }
    case 'move-link-first': {
      if (!target) return undefined;
      const links = await linksOf(db, target.id);
      if (links.length < 2) return undefined;
      const link = pick(random, links);
      const position = Math.min(...links.map((l) => l.position)) - 1;
      return {
        name: `reorder ${target.id} ${link.categoryId}@${position}`,
        run: async () => {
          await db
            .update(organizationCategories)
            .set({ position })
            .where(
              and(
                eq(organizationCategories.organizationId, target.id),
                eq(organizationCategories.categoryId, link.categoryId),
              ),
            );
        },
      };
    }
    case 'delete-link': {
      if (!target) return undefined;
      const links = await linksOf(db, target.id);
      if (links.length === 0) return undefined;
      const link = pick(random, links);
      return {
        name: `unlink ${target.id} ${link.categoryId}`,
        run: async () => {
          await db
            .delete(organizationCategories)
            .where(
              and(
                eq(organizationCategories.organizationId, target.id),
                eq(organizationCategories.categoryId, link.categoryId),
              ),
            );
        },
      };
    }
    case 'replace-links': {
      // What an owner's edit does: all links removed and written again, in one transaction.
      if (!target) return undefined;
      const categories = CATEGORIES.filter(() => random() < 0.3).slice(0, 7);
      return {
        name: `replace links of ${target.id} with [${categories.join(',')}]`,
        run: async () => {
          await db.transaction(async (tx) => {
            await tx
              .delete(organizationCategories)
              .where(eq(organizationCategories.organizationId, target.id));
            if (categories.length > 0) {
              await tx.insert(organizationCategories).values(
                categories.map((categoryId, position) => ({
                  organizationId: target.id,
                  categoryId,
                  position,
                })),
              );
            }
          });
        },
      };
    }
    case 'lapse-country': {
      // One statement changing many rows at once.
      const countryCode = pick(random, COUNTRIES);
      return {
        name: `lapse every published organization in ${countryCode}`,
        run: async () => {
          await db
            .update(organizations)
            .set({ status: 'lapsed', publishedAt: null })
            .where(
              and(
                eq(organizations.countryCode, countryCode),
                eq(organizations.status, 'published'),
              ),
            );
        },
      };
    }
    case 'delete-org':
      if (!target) return undefined;
      return {
        name: `delete ${target.id} (${target.status})`,
        run: async () => {
          await db.delete(organizations).where(eq(organizations.id, target.id));
        },
      };
    case 'delete-several': {
      const victims = existing.filter(() => random() < 0.25).map((org) => org.id);
      if (victims.length === 0) return undefined;
      return {
        name: `delete ${victims.length} organizations in one statement`,
        run: async () => {
          await db.delete(organizations).where(inArray(organizations.id, victims));
        },
      };
    }
  }
}

const OPERATION_KINDS = [
  'create',
  'create',
  'create',
  'publish',
  'publish',
  'unpublish',
  'republish-touch',
  'change-country',
  'add-link',
  'move-link-first',
  'delete-link',
  'replace-links',
  'lapse-country',
  'delete-org',
  'delete-several',
] as const;

function linksOf(db: Database, organizationId: string) {
  return db
    .select({
      categoryId: organizationCategories.categoryId,
      position: organizationCategories.position,
    })
    .from(organizationCategories)
    .where(eq(organizationCategories.organizationId, organizationId));
}

const SEEDS = [1, 7, 42, 1234, 987_654];
const OPERATIONS_PER_SEED = 40;

let testApp: TestApp;
let db: Database;

beforeAll(async () => {
  testApp = await buildTestApp();
  db = testApp.database.db;
});

afterAll(async () => {
  await testApp?.close();
});

describe('published_country_counts and category_ids', () => {
  it.each(SEEDS)(
    'equal the aggregation over published organizations after random operations (seed %i)',
    async (seed) => {
      await db.delete(organizations);
      const random = seededRandom(seed);
      const history: string[] = [];
      let applied = 0;
      while (applied < OPERATIONS_PER_SEED) {
        const operation = await randomOperation(db, random);
        if (!operation) continue;
        await operation.run();
        applied += 1;
        history.push(operation.name);
        const context = `seed ${seed}, after:\n  ${history.join('\n  ')}`;
        expect(await maintainedCountryCounts(db), context).toEqual(
          await aggregatedCountryCounts(db),
        );
        expect(await categoryIdMismatches(db), context).toEqual([]);
      }
      // The sequence must actually have exercised the counts.
      expect(history.some((name) => name.startsWith('create published'))).toBe(true);
    },
  );

  it('are rebuilt identically by rebuild_published_country_counts()', async () => {
    await db.delete(organizations);
    const random = seededRandom(2026);
    for (let applied = 0; applied < OPERATIONS_PER_SEED;) {
      const operation = await randomOperation(db, random);
      if (!operation) continue;
      await operation.run();
      applied += 1;
    }
    const countryCounts = await maintainedCountryCounts(db);
    expect(countryCounts.length).toBeGreaterThan(0);

    await db.execute(sql`select rebuild_published_country_counts()`);

    expect(await maintainedCountryCounts(db)).toEqual(countryCounts);
    expect(countryCounts).toEqual(await aggregatedCountryCounts(db));
  });

  it('are repaired by rebuild_published_country_counts() after drifting', async () => {
    await db.delete(organizations);
    await createOrganization(db, { countryCode: 'BR', categories: ['startup', 'open_source'] });
    await createOrganization(db, { countryCode: 'DE', categories: ['startup'] });
    const truth = await aggregatedCountryCounts(db);
    await db.delete(publishedCountryCounts).where(eq(publishedCountryCounts.countryCode, 'BR'));
    await db
      .insert(publishedCountryCounts)
      .values({ countryCode: 'KE', organizationCount: 5 })
      .onConflictDoUpdate({
        target: publishedCountryCounts.countryCode,
        set: { organizationCount: 5 },
      });
    expect(await maintainedCountryCounts(db)).not.toEqual(truth);

    await db.execute(sql`select rebuild_published_country_counts()`);

    expect(await maintainedCountryCounts(db)).toEqual(truth);
    expect(truth).toEqual([
      { countryCode: 'BR', organizationCount: 1 },
      { countryCode: 'DE', organizationCount: 1 },
    ]);
  });
});
