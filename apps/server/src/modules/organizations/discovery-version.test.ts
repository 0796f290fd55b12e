import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, setOrganizationStatus } from '../../../test/factories.js';
import { discoveryChanges, discoveryState, organizations } from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/calendar.js';
import { createDiscoveryRepository } from './discovery/discovery.repository.js';

/**
 * The discovery index follows the database through its change log, one version per change.
 * These prove no answer is served from an index behind the data, and that changes discovery
 * does not show (of unpublished organizations) log nothing.
 */
describe('discovery version', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const version = async () =>
    (await testApp.database.db.select().from(discoveryState))[0]?.version ?? -1;

  async function list(query: string) {
    const response = await testApp.app.inject(`/api/organizations${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{
      data: { total: number; availableCategories: { categoryId: string; count: number }[] };
    }>().data;
  }

  const facet = (data: Awaited<ReturnType<typeof list>>, id: string) =>
    data.availableCategories.find((entry) => entry.categoryId === id)?.count ?? 0;

  it('answers with fresh totals and facets right after every change', async () => {
    const db = testApp.database.db;
    const query = '?categories=climate_action,education&country=KE';
    await createOrganization(db, {
      countryCode: 'KE',
      categories: ['climate_action', 'nonprofit'],
    });
    const before = await list(query);
    expect(await list(query)).toEqual(before);

    const added = await createOrganization(db, { countryCode: 'KE', categories: ['education'] });
    const afterAdd = await list(query);
    expect(afterAdd.total).toBe(before.total + 1);
    expect(facet(afterAdd, 'education')).toBe(facet(before, 'education') + 1);

    await setOrganizationStatus(db, added.id, 'lapsed');
    const afterLapse = await list(query);
    expect(afterLapse.total).toBe(before.total);
    expect(facet(afterLapse, 'education')).toBe(facet(before, 'education'));
  });

  it('bumps the version, and logs the change, only for what discovery shows', async () => {
    const db = testApp.database.db;
    const organization = await createOrganization(db, { categories: ['education'] });
    const start = await version();

    await db
      .update(organizations)
      .set({ logoUrl: '/media/logo.webp' })
      .where(eq(organizations.id, organization.id));
    expect(await version()).toBe(start);

    await db
      .update(organizations)
      .set({ name: 'Renamed' })
      .where(eq(organizations.id, organization.id));
    expect(await version()).toBe(start + 1);
    expect((await list('?q=renamed')).total).toBe(1);

    await db
      .update(organizations)
      .set({ countryCode: 'FR' })
      .where(eq(organizations.id, organization.id));
    expect(await version()).toBe(start + 2);

    await setOrganizationStatus(db, organization.id, 'pending');
    expect(await version()).toBe(start + 3);

    // A pending organization moving country changes nothing the public can see.
    await db
      .update(organizations)
      .set({ countryCode: 'DE' })
      .where(eq(organizations.id, organization.id));
    expect(await version()).toBe(start + 3);
    const logged = await db
      .select({ version: discoveryChanges.version, id: discoveryChanges.organizationId })
      .from(discoveryChanges)
      .where(gt(discoveryChanges.version, start));
    expect(logged).toEqual(
      [start + 1, start + 2, start + 3].map((v) => ({ version: v, id: organization.id })),
    );
  });

  it('rebuilds when the changes it needs were pruned from the log', async () => {
    const db = testApp.database.db;
    const before = await list('?country=KE');
    // A name no other organization of the file shares a word with: a search for it finds it alone.
    const added = await createOrganization(db, {
      name: 'Kilimanjaro Reading Circle',
      countryCode: 'KE',
      categories: ['education'],
    });
    await db.update(discoveryChanges).set({ changedAt: new Date(Date.now() - 8 * DAY_MS) });
    expect(
      await createDiscoveryRepository(db).pruneChangesBefore(new Date(Date.now() - DAY_MS)),
    ).toBeGreaterThan(0);
    const after = await list('?country=KE');
    expect(after.total).toBe(before.total + 1);
    expect((await list(`?country=KE&q=${encodeURIComponent(added.name)}`)).total).toBe(1);
  });
});
