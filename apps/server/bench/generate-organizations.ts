import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { seededRandom } from '../test/seeded-random.js';

const SENTENCES = [
  'We partner with local communities to design solutions that last beyond a single grant cycle.',
  'Our team combines field research with open data so every programme can be measured and improved.',
  'Since our founding we have trained thousands of volunteers and reached families in rural regions.',
  'We publish our methods openly so that others can adapt them to their own context.',
  'Funding comes from members, foundations and earned revenue, keeping us independent.',
  'We are hiring engineers, organizers and analysts who want their work to matter.',
];

interface CategoryRow {
  id: string;
  group_id: string;
}

/**
 * Loads `count` published organizations with 3-7 categories each (always one impact area and
 * one company property, like real profiles), countries skewed toward a few large markets.
 * Bulk insert with triggers off, then the facet table rebuilt once: the triggers are for
 * row-by-row writes, not for a 100,000-row load.
 */
export async function generateOrganizations(client: pg.Client, count: number, seed = 42) {
  const random = seededRandom(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;

  const { rows: categories } = await client.query<CategoryRow>(
    'select id, group_id from categories',
  );
  const { rows: countryRows } = await client.query<{ code: string }>(
    'select code from countries order by code',
  );
  const byGroup = new Map<string, string[]>();
  for (const row of categories)
    byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row.id]);
  const otherGroups = [...byGroup.keys()].filter(
    (group) => group !== 'impact_areas' && group !== 'company_properties',
  );
  const hubs = ['US', 'GB', 'DE', 'IN', 'KE', 'BR', 'FR', 'CA'];
  const others = countryRows.map((row) => row.code).slice(0, 80);

  await client.query('alter table organizations disable trigger user');
  await client.query('alter table organization_categories disable trigger user');
  const batchSize = 5000;
  const start = Date.now() - count * 60_000;
  for (let offset = 0; offset < count; offset += batchSize) {
    const org = {
      id: [] as string[],
      name: [] as string[],
      description: [] as string[],
      country: [] as string[],
      location: [] as string[],
      year: [] as number[],
      publishedAt: [] as string[],
      categoryIds: [] as string[],
    };
    const link = { org: [] as string[], category: [] as string[], position: [] as number[] };
    for (let index = offset; index < Math.min(offset + batchSize, count); index += 1) {
      const id = randomUUID();
      const chosen = new Set<string>([
        pick(byGroup.get('impact_areas')!),
        pick(byGroup.get('company_properties')!),
      ]);
      const extra = 1 + Math.floor(random() * 5);
      while (chosen.size < 2 + extra) chosen.add(pick(byGroup.get(pick(otherGroups))!));
      const ordered = [...chosen];
      ordered.forEach((categoryId, position) => {
        link.org.push(id);
        link.category.push(categoryId);
        link.position.push(position);
      });
      const sentences = 2 + Math.floor(random() * 8);
      org.id.push(id);
      org.name.push(`Bench Organization ${index + 1}`);
      org.description.push(
        Array.from({ length: sentences }, () => pick(SENTENCES))
          .join(' ')
          .slice(0, 1000),
      );
      org.country.push(random() < 0.6 ? pick(hubs) : pick(others));
      org.location.push(pick(['Capital Region', 'North', 'South', 'Coast', 'Highlands']));
      org.year.push(1950 + Math.floor(random() * 75));
      org.publishedAt.push(new Date(start + index * 60_000).toISOString());
      org.categoryIds.push(`{${ordered.join(',')}}`);
    }
    await client.query(
      `insert into organizations (id, name, description, country_code, location, founded_year,
         created_by, status, subscription_type, published_at, category_ids)
       select id, name, description, country, location, year, 'bench', 'published', 'annual',
              published_at, category_ids::text[]
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
                     $7::timestamptz[], $8::text[])
           as t(id, name, description, country, location, year, published_at, category_ids)`,
      [
        org.id,
        org.name,
        org.description,
        org.country,
        org.location,
        org.year,
        org.publishedAt,
        org.categoryIds,
      ],
    );
    await client.query(
      `insert into organization_categories (organization_id, category_id, position)
       select * from unnest($1::uuid[], $2::text[], $3::int[])`,
      [link.org, link.category, link.position],
    );
  }
  await client.query('alter table organizations enable trigger user');
  await client.query('alter table organization_categories enable trigger user');
  await client.query('select rebuild_category_facet_counts()');
  // What autovacuum does on a live database: statistics and the visibility map.
  await client.query('vacuum analyze');
}
