import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationsBefore } from '../../test/migration-steps.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from './client.js';

const MIGRATION = '0014_drop_category_facet_counts';

let handle: DatabaseHandle;
const ids: Record<string, string> = {};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function insert(key: string, countryCode: string, status: string, type: string | null) {
  const [row] = await rows<{ id: string }>(sql`
    insert into organizations (name, slug, description, country_code, created_by, status,
                               published_at, subscription_type)
    values (${key}, ${key}, 'Existing.', ${countryCode}, 'owner', ${status},
            ${status === 'published' ? '2025-01-01T00:00:00Z' : null}::timestamptz, ${type})
    returning id`);
  ids[key] = row!.id;
  if (type === 'monthly' || type === 'yearly') {
    await handle.db.execute(sql`
      insert into subscriptions (organization_id, user_id, type, status, stripe_subscription_id)
      values (${row!.id}, 'owner', ${type}, 'active', ${`sub_${key}`})`);
  }
}

const countryCounts = () =>
  rows<{ country_code: string; organization_count: number }>(
    sql`select country_code, organization_count from published_country_counts
        where organization_count <> 0 order by country_code`,
  );

beforeAll(async () => {
  handle = await createTestDatabase({ empty: true });
  await applyMigrations(handle, migrationsBefore(MIGRATION));
  await handle.db.execute(
    sql`insert into countries (code, name, flag_emoji)
        values ('DE', 'Germany', '🇩🇪'), ('FR', 'France', '🇫🇷')`,
  );
  await insert('yearly-paid', 'DE', 'published', 'yearly');
  await insert('monthly-paid', 'DE', 'published', 'monthly');
  await insert('yearly-lapsed', 'FR', 'lapsed', 'yearly');
  await insert('pending', 'FR', 'pending', null);
  await applyMigrations(handle, [MIGRATION]);
});

afterAll(async () => {
  await handle?.close();
});

describe(`migration ${MIGRATION}`, () => {
  it('drops the per-category counts, their trigger and their functions', async () => {
    expect(
      await rows(sql`select 1 from information_schema.tables
                     where table_name = 'category_facet_counts'`),
    ).toEqual([]);
    expect(
      await rows(sql`select tgname from pg_trigger where tgname = 'organizations_adjust_facets'`),
    ).toEqual([]);
    const functions = await rows<{ proname: string }>(
      sql`select proname from pg_proc where proname like '%country_counts' or proname like '%facet%'
          order by proname`,
    );
    expect(functions.map((row) => row.proname)).toEqual([
      'adjust_published_country_counts',
      'rebuild_published_country_counts',
    ]);
  });

  it('keeps the per-country totals, and keeps them exact through later writes', async () => {
    expect(await countryCounts()).toEqual([{ country_code: 'DE', organization_count: 2 }]);
    await handle.db.execute(
      sql`update organizations set status = 'published', published_at = now()
          where id = ${ids['pending']}`,
    );
    await handle.db.execute(
      sql`update organizations set country_code = 'FR' where id = ${ids['monthly-paid']}`,
    );
    await handle.db.execute(
      sql`update organizations set hidden_at = now(), hidden_reason = 'Hidden.'
          where id = ${ids['yearly-paid']}`,
    );
    expect(await countryCounts()).toEqual([{ country_code: 'FR', organization_count: 2 }]);
  });

  it('names the annual plan one way in subscriptions and organizations', async () => {
    expect(
      await rows(sql`select stripe_subscription_id, type from subscriptions
                     order by stripe_subscription_id`),
    ).toEqual([
      { stripe_subscription_id: 'sub_monthly-paid', type: 'monthly' },
      { stripe_subscription_id: 'sub_yearly-lapsed', type: 'annual' },
      { stripe_subscription_id: 'sub_yearly-paid', type: 'annual' },
    ]);
    expect(
      await rows(sql`select name, subscription_type from organizations order by name`),
    ).toEqual([
      { name: 'monthly-paid', subscription_type: 'monthly' },
      { name: 'pending', subscription_type: null },
      { name: 'yearly-lapsed', subscription_type: 'annual' },
      { name: 'yearly-paid', subscription_type: 'annual' },
    ]);
  });

  it('refuses the old word for a new subscription', async () => {
    await expect(
      handle.db.execute(sql`
        insert into subscriptions (organization_id, user_id, type, status, stripe_subscription_id)
        values (${ids['pending']}, 'owner', 'yearly', 'active', 'sub_new')`),
    ).rejects.toThrow();
  });
});
