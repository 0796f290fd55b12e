import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization, setOrganizationStatus } from '../../../test/factories.js';
import { discoveryState, organizations } from '../../db/schema/index.js';

/**
 * Totals and facets are memoized per discovery version. These prove a memoized answer is
 * never served after the data changed, and that irrelevant edits do not bump the version.
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

  it('bumps the version only for changes the counts depend on', async () => {
    const db = testApp.database.db;
    const organization = await createOrganization(db, { categories: ['education'] });
    const start = await version();

    await db
      .update(organizations)
      .set({ name: 'Renamed' })
      .where(eq(organizations.id, organization.id));
    expect(await version()).toBe(start);

    await db
      .update(organizations)
      .set({ countryCode: 'FR' })
      .where(eq(organizations.id, organization.id));
    expect(await version()).toBe(start + 1);

    await setOrganizationStatus(db, organization.id, 'pending');
    expect(await version()).toBe(start + 2);

    // A pending organization moving country changes nothing the public can count.
    await db
      .update(organizations)
      .set({ countryCode: 'DE' })
      .where(eq(organizations.id, organization.id));
    expect(await version()).toBe(start + 2);
  });
});
