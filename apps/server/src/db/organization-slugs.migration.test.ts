import { slugCandidate, slugify, SLUG_MAX_LENGTH } from '@catalyst/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationsBefore } from '../../test/migration-steps.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from './client.js';

const SLUGS_MIGRATION = '0006_organization_slugs';

const LONG_NAME =
  'The International Federation of Community Land Trusts, Cooperative Housing Associations and Tenant Unions Worldwide';

/** Existing organizations, oldest first, as they stood before slugs existed. */
const NAMES = [
  'Tide 2',
  'Énergie Solidaire',
  'Tide',
  'energie   solidaire',
  'Tide',
  'ENERGIE—SOLIDAIRE!',
  'Straße & Æsir Øresund Łódź',
  'Ben’s Café',
  "O'Neil Þórsdóttir Đặng Ħal Ŧ Ŋ ĸ ƒ œuvre Œ ı",
  '東京の森',
  'Москва',
  'New',
  '123E4567-E89B-12D3-A456-426614174000',
  LONG_NAME,
  LONG_NAME,
  'ＦＵＬＬＷＩＤＴＨ ½',
  '---',
  'A\u0301rvore',
];

/** The slugs the app's rules give these names in this order (the first namesake keeps the base). */
function appSlugs(names: string[]): string[] {
  const bases = names.map(slugify);
  const taken = new Set<string>();
  const slugs: Array<string | undefined> = bases.map((base, index) => {
    if (bases.indexOf(base) !== index) return undefined;
    taken.add(base);
    return base;
  });
  return slugs.map((slug, index) => {
    if (slug !== undefined) return slug;
    for (let attempt = 2; ; attempt += 1) {
      const candidate = slugCandidate(bases[index]!, attempt);
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  });
}

let handle: DatabaseHandle;
let before: Array<{ id: string; updated_at: string }>;
let versionBefore: number;

beforeAll(async () => {
  handle = await createTestDatabase({ empty: true });
  await applyMigrations(handle, migrationsBefore(SLUGS_MIGRATION));
  await handle.db.execute(
    sql`insert into countries (code, name, flag_emoji) values ('DE', 'Germany', '🇩🇪')`,
  );
  for (const [index, name] of NAMES.entries()) {
    // Every other one published, so the discovery triggers see the backfill's updates.
    const published = index % 2 === 0;
    await handle.db.execute(sql`
      insert into organizations (name, description, country_code, created_by, status, published_at, created_at, updated_at)
      values (${name}, 'Existing.', 'DE', 'owner', ${published ? 'published' : 'pending'},
              ${published ? '2025-01-01T00:00:00Z' : null}::timestamptz,
              ${`2025-01-01T00:00:${String(index).padStart(2, '0')}Z`}::timestamptz,
              '2025-02-01T00:00:00Z'::timestamptz)`);
  }
  before = await rows<{ id: string; updated_at: string }>(
    sql`select id, updated_at::text from organizations order by created_at`,
  );
  versionBefore = await discoveryVersion();
  // This migration alone: later ones have their own tests.
  await applyMigrations(handle, [SLUGS_MIGRATION]);
});

afterAll(async () => {
  await handle?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function discoveryVersion(): Promise<number> {
  const [row] = await rows<{ version: string }>(sql`select version::text from discovery_state`);
  return Number(row?.version);
}

describe(`migration ${SLUGS_MIGRATION}`, () => {
  it('gives every existing organization the slug the app would, namesakes numbered in creation order', async () => {
    const slugs = (
      await rows<{ slug: string }>(sql`select slug from organizations order by created_at`)
    ).map((row) => row.slug);
    expect(slugs).toEqual(appSlugs(NAMES));
    // The same, spelled out where the rules are subtle.
    expect(slugs.slice(0, 13)).toEqual([
      'tide-2',
      'energie-solidaire',
      'tide',
      'energie-solidaire-2',
      'tide-3',
      'energie-solidaire-3',
      'strasse-and-aesir-oresund-lodz',
      'bens-cafe',
      'oneil-thorsdottir-dang-hal-t-n-k-f-oeuvre-oe-i',
      'organization',
      'organization-2',
      'new-organization',
      '123e4567-e89b-12d3-a456-426614174000-organization',
    ]);
    const [long, longAgain] = [slugs[13]!, slugs[14]!];
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(LONG_NAME.toLowerCase().replace(/[^a-z]+/g, '-')).toContain(long);
    expect(longAgain).toBe(`${slugCandidate(long, 2)}`);
    expect(longAgain.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slugs.slice(15)).toEqual(['fullwidth-1-2', 'organization-3', 'arvore']);
  });

  it('makes the slug required and unique, and records each one as held by its organization', async () => {
    const [column] = await rows<{ is_nullable: string }>(
      sql`select is_nullable from information_schema.columns where table_name = 'organizations' and column_name = 'slug'`,
    );
    expect(column?.is_nullable).toBe('NO');
    const unrecorded = await rows<{ id: string }>(sql`
      select o.id from organizations o
       where not exists (select 1 from organization_slugs s where s.slug = o.slug and s.organization_id = o.id)`);
    expect(unrecorded).toEqual([]);
    const [counts] = await rows<{ recorded: number; organizations: number }>(sql`
      select (select count(*)::int from organization_slugs) as recorded,
             (select count(*)::int from organizations) as organizations`);
    expect(counts?.recorded).toBe(NAMES.length);
    expect(counts?.organizations).toBe(NAMES.length);
  });

  it('leaves what discovery shows untouched: no updated_at changed, no version bumped', async () => {
    expect(
      await rows<{ id: string; updated_at: string }>(
        sql`select id, updated_at::text from organizations order by created_at`,
      ),
    ).toEqual(before);
    expect(await discoveryVersion()).toBe(versionBefore);
  });

  it('leaves none of its helper functions behind, and the rebuild function for bulk loads', async () => {
    const functions = (
      await rows<{ proname: string }>(
        sql`select proname from pg_proc where proname like '%slug%' order by proname`,
      )
    ).map((row) => row.proname);
    expect(functions).toEqual(['rebuild_organization_slugs', 'register_organization_slug']);
  });
});
