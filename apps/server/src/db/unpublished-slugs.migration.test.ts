import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationsBefore } from '../../test/migration-steps.js';
import { createTestDatabase } from '../../test/test-database.js';
import { settleSlug } from '../modules/organizations/organization-slugs.repository.js';
import type { DatabaseHandle } from './client.js';

const MIGRATION = '0012_unpublished_organizations_addressed_by_id';

let handle: DatabaseHandle;
const ids: Record<string, string> = {};
let before: Array<{ id: string; updated_at: string }>;
let versionBefore: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function discoveryVersion(): Promise<number> {
  const [row] = await rows<{ version: string }>(sql`select version::text from discovery_state`);
  return Number(row?.version);
}

/** An organization as the app stored it before: every one held its name's slug from creation. */
async function insert(key: string, name: string, slug: string, status: string, hidden = false) {
  const [row] = await rows<{ id: string }>(sql`
    insert into organizations (name, slug, description, country_code, created_by, status,
                               published_at, hidden_at, hidden_reason, updated_at)
    values (${name}, ${slug}, 'Existing.', 'DE', 'owner', ${status},
            ${status === 'published' ? '2025-01-01T00:00:00Z' : null}::timestamptz,
            ${hidden ? '2025-01-02T00:00:00Z' : null}::timestamptz,
            ${hidden ? 'Hidden before.' : null}, '2025-02-01T00:00:00Z'::timestamptz)
    returning id`);
  ids[key] = row!.id;
}

const slugsOf = async (key: string) =>
  (
    await rows<{ slug: string }>(
      sql`select slug from organization_slugs where organization_id = ${ids[key]} order by slug`,
    )
  ).map((row) => row.slug);

const currentSlug = async (key: string) =>
  (await rows<{ slug: string }>(sql`select slug from organizations where id = ${ids[key]}`))[0]
    ?.slug;

beforeAll(async () => {
  handle = await createTestDatabase({ empty: true });
  await applyMigrations(handle, migrationsBefore(MIGRATION));
  await handle.db.execute(
    sql`insert into countries (code, name, flag_emoji) values ('DE', 'Germany', '🇩🇪')`,
  );
  // The unpublished one came first, so its published namesake had to take -2.
  await insert('draft', 'Harbour Trust', 'harbour-trust', 'pending');
  await insert('namesake', 'Harbour Trust', 'harbour-trust-2', 'published');
  // Renamed before it was ever published: both slugs recorded.
  await insert('renamedDraft', 'Quay Works', 'quay-works', 'pending');
  await handle.db.execute(
    sql`update organizations set slug = 'quay-works-two', name = 'Quay Works Two' where id = ${ids['renamedDraft']}`,
  );
  await insert('lapsed', 'Faded Flag', 'faded-flag', 'lapsed');
  await insert('hidden', 'Veiled Fund', 'veiled-fund', 'published', true);
  before = await rows(sql`select id, updated_at::text from organizations order by id`);
  versionBefore = await discoveryVersion();
  await applyMigrations(handle, [MIGRATION]);
});

afterAll(async () => {
  await handle?.close();
});

describe(`migration ${MIGRATION}`, () => {
  it('addresses every organization never published by its id, and forgets its readable slugs', async () => {
    for (const key of ['draft', 'renamedDraft']) {
      expect(await currentSlug(key), key).toBe(ids[key]);
      expect(await slugsOf(key), key).toEqual([ids[key]]);
    }
  });

  it('leaves every organization the public saw at its addresses', async () => {
    expect(await currentSlug('namesake')).toBe('harbour-trust-2');
    expect(await currentSlug('lapsed')).toBe('faded-flag');
    expect(await currentSlug('hidden')).toBe('veiled-fund');
    expect(await slugsOf('namesake')).toEqual(['harbour-trust-2']);
  });

  it('leaves what discovery shows untouched: no updated_at changed, no version bumped', async () => {
    expect(await rows(sql`select id, updated_at::text from organizations order by id`)).toEqual(
      before,
    );
    expect(await discoveryVersion()).toBe(versionBefore);
  });

  it('lets a released name be claimed by the first organization the public sees with it', async () => {
    await handle.db.execute(
      sql`update organizations set status = 'published', published_at = now() where id = ${ids['draft']}`,
    );
    await handle.db.transaction((tx) => settleSlug(tx, ids['draft']!));
    expect(await currentSlug('draft')).toBe('harbour-trust');
    expect(await slugsOf('draft')).toEqual(['harbour-trust', ids['draft']].sort());
  });
});
