import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Organization } from '@catalyst/shared';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { createLocalDiskStorage } from '../../lib/image-storage/local-disk-storage.js';
import { organizationMedia, organizations } from '../schema/index.js';
import { demoMedia } from './demo-media.data.js';
import { demoMilestones } from './demo-milestones.data.js';
import { demoOpenRoles } from './demo-open-roles.data.js';
import { demoOrganizations } from './demo-organizations.data.js';
import { seedDatabase } from './seed.js';

/** What a newcomer sees after `npm start`: the demo directory, with every feature in use. */

const testApp = await buildTestApp({ demo: true });

afterAll(async () => {
  await testApp.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return (response.json() as { data: T }).data;
}

describe('the demo directory', () => {
  it('gives roles only to demo organizations that exist', () => {
    const names = new Set(demoOrganizations.map((organization) => organization.name));
    for (const name of Object.keys(demoOpenRoles)) expect(names.has(name), name).toBe(true);
  });

  it("is hiring, so 'Hiring now' finds organizations with open roles", async () => {
    const hiring = await get<{ total: number; items: Array<{ id: string; name: string }> }>(
      '/api/organizations?hiring=true&limit=50',
    );
    expect(hiring.total).toBe(Object.keys(demoOpenRoles).length);
    expect(hiring.items.map((item) => item.name).sort()).toEqual(Object.keys(demoOpenRoles).sort());
    const kestrel = hiring.items.find((item) => item.name === 'Kestrel Health Analytics');
    const roles = await get<Array<{ title: string; status: string }>>(
      `/api/organizations/${kestrel!.id}/roles`,
    );
    expect(roles.map((role) => role.title).sort()).toEqual([
      'Epidemiology Intern',
      'Senior Data Engineer',
    ]);
  });

  it('gives milestones only to demo organizations that exist', () => {
    const names = new Set(demoOrganizations.map((organization) => organization.name));
    expect(Object.keys(demoMilestones).length).toBeGreaterThan(0);
    for (const name of Object.keys(demoMilestones)) expect(names.has(name), name).toBe(true);
  });

  it('tells their story: demo profiles carry their milestones, newest first', async () => {
    const list = await get<{ items: Array<{ slug: string; name: string }> }>(
      '/api/organizations?limit=50',
    );
    for (const [name, seeded] of Object.entries(demoMilestones)) {
      const card = list.items.find((item) => item.name === name);
      expect(card, name).toBeDefined();
      const profile = await get<{ milestones: Array<{ date: string; title: string }> }>(
        `/api/organizations/${card!.slug}`,
      );
      const newestFirst = [...seeded].sort((a, b) =>
        a.date.padEnd(10, '-01') < b.date.padEnd(10, '-01') ? 1 : -1,
      );
      expect(profile.milestones.map(({ date, title }) => ({ date, title }))).toEqual(
        newestFirst.map(({ date, title }) => ({ date, title })),
      );
    }
  });
});

describe('the demo galleries', () => {
  it('belong to demo organizations that exist, with 2 to 4 photos each', () => {
    const names = new Set(demoOrganizations.map((organization) => organization.name));
    for (const [name, items] of Object.entries(demoMedia)) {
      expect(names.has(name), name).toBe(true);
      const photos = items.filter((item) => 'photo' in item).length;
      expect(photos, name).toBeGreaterThanOrEqual(2);
      expect(photos, name).toBeLessThanOrEqual(4);
    }
  });

  it('show their videos on the profile, from the privacy-enhanced player', async () => {
    const profile = await get<Organization>('/api/organizations/brightfield-solar-commons');
    expect(profile.media).toContainEqual(
      expect.objectContaining({
        kind: 'video',
        provider: 'youtube',
        embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//),
      }),
    );
  });

  it('store their drawn photos through the image pipeline, each with its alt text', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catalyst-demo-media-'));
    const database = await createTestDatabase();
    try {
      const storage = createLocalDiskStorage(join(dataDir, 'media'));
      await seedDatabase(database.db, {
        demo: true,
        productName: 'Catalyst',
        imageStorage: storage,
      });
      const rows = await database.db
        .select({ name: organizations.name, item: organizationMedia })
        .from(organizationMedia)
        .innerJoin(organizations, eq(organizations.id, organizationMedia.organizationId))
        .orderBy(asc(organizations.name), asc(organizationMedia.position));
      const galleries = new Map<string, string[]>();
      for (const { name, item } of rows) {
        galleries.set(name, [...(galleries.get(name) ?? []), item.alt ?? `video ${item.videoId}`]);
      }
      expect(Object.fromEntries(galleries)).toEqual(
        Object.fromEntries(
          Object.entries(demoMedia).map(([name, items]) => [
            name,
            items.map((item) =>
              'photo' in item ? item.alt : `video ${new URL(item.video).searchParams.get('v')}`,
            ),
          ]),
        ),
      );
      const photo = rows.find(({ item }) => item.kind === 'photo')!.item;
      const key = storage.keyFromUrl(photo.imageUrl!)!;
      const stored: string[] = [];
      for await (const object of storage.list(key.slice(0, key.lastIndexOf('/') + 1))) {
        stored.push(object.key);
      }
      expect(stored.map((k) => k.slice(k.lastIndexOf('/') + 1)).sort()).toEqual([
        'w1200.webp',
        'w640.webp',
      ]);
      const { readFile } = await import('node:fs/promises');
      const bytes = await readFile(join(dataDir, 'media', key));
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 900,
      });
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
