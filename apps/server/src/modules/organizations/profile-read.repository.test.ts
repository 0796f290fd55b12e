import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrganization } from '../../../test/factories.js';
import { categories, organizationMedia, organizationMilestones } from '../../db/schema/index.js';
import { createOrganizationsRepository } from './organizations.repository.js';

/**
 * A profile is read in one statement: the organization's row with its category links, gallery
 * and timeline beside it as JSON (organizations.repository.ts). Each must be the organization's
 * own, whole and in its order, whether the profile is asked for by id or by slug.
 */
let testApp: TestApp;
let repository: ReturnType<typeof createOrganizationsRepository>;
let categoryIds: string[];

beforeAll(async () => {
  testApp = await buildTestApp();
  repository = createOrganizationsRepository(testApp.database.db, {
    milestones: testApp.app.milestones.profileTimelineOf,
  });
  const rows = await testApp.database.db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(3);
  categoryIds = rows.map((row) => row.id);
});

afterAll(async () => {
  await testApp?.close();
});

/** An organization with three of everything, written out of display order. */
async function organizationWithEverything(name: string) {
  const [first, second, third] = categoryIds as [string, string, string];
  const organization = await createOrganization(testApp.database.db, {
    name,
    categories: [third, first, second],
    details: { [first]: `${name}: what it does in the first` },
  });
  const db = testApp.database.db;
  await db.insert(organizationMedia).values([
    { organizationId: organization.id, kind: 'photo', position: 2, imageUrl: '/i/c.jpg', alt: 'C' },
    {
      organizationId: organization.id,
      kind: 'video',
      position: 0,
      videoProvider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
    },
    { organizationId: organization.id, kind: 'photo', position: 1, imageUrl: '/i/b.jpg', alt: 'B' },
  ]);
  await db.insert(organizationMilestones).values([
    {
      organizationId: organization.id,
      occurredOn: '2019-05-01',
      datePrecision: 'month',
      title: 'Oldest',
    },
    {
      organizationId: organization.id,
      occurredOn: '2023-02-14',
      datePrecision: 'day',
      title: 'Second of the day',
      position: 1,
    },
    {
      organizationId: organization.id,
      occurredOn: '2023-02-14',
      datePrecision: 'day',
      title: 'First of the day',
      position: 0,
      description: 'Then.',
      link: 'https://example.org/then',
    },
  ]);
  return organization;
}

describe('a profile read in one statement', () => {
  it('carries its own links, gallery and timeline, each in order, by id and by slug', async () => {
    const organization = await organizationWithEverything('Everything Foundation');
    // Another organization's items must not leak into it.
    await organizationWithEverything('Neighbour Trust');
    const [third, first, second] = [categoryIds[2], categoryIds[0], categoryIds[1]];

    for (const record of [
      await repository.findById(organization.id),
      await repository.findBySlug(organization.slug),
    ]) {
      expect(record?.id).toBe(organization.id);
      expect(record?.links).toEqual([
        { categoryId: third, position: 0, detailText: null, imageUrl: null },
        {
          categoryId: first,
          position: 1,
          detailText: 'Everything Foundation: what it does in the first',
          imageUrl: null,
        },
        { categoryId: second, position: 2, detailText: null, imageUrl: null },
      ]);
      expect(record?.media).toEqual([
        expect.objectContaining({
          kind: 'video',
          videoProvider: 'youtube',
          videoId: 'dQw4w9WgXcQ',
          imageUrl: null,
          alt: null,
        }),
        expect.objectContaining({ kind: 'photo', imageUrl: '/i/b.jpg', alt: 'B' }),
        expect.objectContaining({ kind: 'photo', imageUrl: '/i/c.jpg', alt: 'C' }),
      ]);
      expect(record?.media.every((item) => typeof item.id === 'string')).toBe(true);
      expect(record?.milestones).toEqual([
        expect.objectContaining({
          date: '2023-02-14',
          precision: 'day',
          title: 'First of the day',
          description: 'Then.',
          link: 'https://example.org/then',
        }),
        expect.objectContaining({ date: '2023-02-14', title: 'Second of the day' }),
        expect.objectContaining({ date: '2019-05', precision: 'month', title: 'Oldest' }),
      ]);
    }
  });

  it('gives empty lists to an organization with none, and nothing for an unknown one', async () => {
    const bare = await createOrganization(testApp.database.db, { name: 'Bare Collective' });
    for (const record of [
      await repository.findById(bare.id),
      await repository.findBySlug(bare.slug),
    ]) {
      expect(record).toMatchObject({ id: bare.id, links: [], media: [], milestones: [] });
    }
    expect(await repository.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await repository.findBySlug('no-such-organization')).toBeUndefined();
  });
});
