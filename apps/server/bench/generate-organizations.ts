/**
 * Loads published organizations in bulk, in one transaction: COPY of the rows (their
 * category_ids in display order), the category links derived from those arrays in one
 * statement, secondary indexes built once at the end rather than updated row by row, and the
 * row triggers off, then every aggregate the triggers keep rebuilt once by the migrations' own
 * rebuild functions. A failure leaves the database as it was.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { slugCandidate, slugify } from '@catalyst/shared';
import {
  organizationGenerator,
  type SyntheticOrganization,
} from './directory/synthetic-organization.js';

interface LoadReport {
  organizations: number;
  categoryLinks: number;
  /** The aggregate rebuild functions that ran after the load. */
  openRoles: number;
  rebuilt: string[];
  /** Seconds per phase, in the order they ran. */
  phases: Record<string, number>;
}

const COPY_COLUMNS = [
  'id',
  'name',
  'slug',
  'description',
  'country_code',
  'location',
  'founded_year',
  'website_url',
  'linkedin_url',
  'twitter_url',
  'blog_url',
  'logo_url',
  'created_by',
  'status',
  'subscription_type',
  'published_at',
  'category_ids',
  'created_at',
  'updated_at',
];
const ROWS_PER_CHUNK = 1_000;

/** A value in COPY's text format: backslash escapes for the characters that delimit rows. */
function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/**
 * Slugs as the app gives them: the name's, then the first free numbered one. The load starts
 * from no organizations, so the slugs it gave are all there is to clash with; the registry of
 * slugs (organization_slugs) is filled afterwards by rebuild_organization_slugs().
 */
function slugAllocator() {
  const taken = new Set<string>();
  const nextAttempt = new Map<string, number>();
  return (name: string): string => {
    const base = slugify(name);
    for (let attempt = nextAttempt.get(base) ?? 1; ; attempt += 1) {
      const slug = slugCandidate(base, attempt);
      if (taken.has(slug)) continue;
      taken.add(slug);
      nextAttempt.set(base, attempt + 1);
      return slug;
    }
  };
}

function copyRow(organization: SyntheticOrganization, slug: string): string {
  return `${[
    organization.id,
    organization.name,
    slug,
    organization.description,
    organization.countryCode,
    organization.location,
    organization.foundedYear,
    organization.websiteUrl,
    organization.linkedinUrl,
    organization.twitterUrl,
    organization.blogUrl,
    organization.logoUrl,
    organization.createdBy,
    'published',
    organization.subscriptionType,
    organization.publishedAt.toISOString(),
    // Category ids are slugs: no quoting is needed inside the array literal.
    `{${organization.categoryIds.join(',')}}`,
    organization.createdAt.toISOString(),
    organization.updatedAt.toISOString(),
  ]
    .map(copyValue)
    .join('\t')}\n`;
}

function* copyChunks(next: () => SyntheticOrganization, count: number, onRow: () => void) {
  const slugFor = slugAllocator();
  for (let done = 0; done < count;) {
    const size = Math.min(ROWS_PER_CHUNK, count - done);
    let chunk = '';
    for (let index = 0; index < size; index += 1) {
      const organization = next();
      chunk += copyRow(organization, slugFor(organization.name));
      onRow();
    }
    done += size;
    yield chunk;
  }
}

/** Indexes of the loaded tables that no constraint owns: these can be dropped and rebuilt. */
async function secondaryIndexes(client: pg.Client) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select quote_ident(class.relname) as name, pg_get_indexdef(index.indexrelid) as definition
       from pg_index index
       join pg_class class on class.oid = index.indexrelid
      where index.indrelid in ('organizations'::regclass, 'organization_categories'::regclass)
        and not exists (select 1 from pg_constraint c where c.conindid = index.indexrelid)`,
  );
  return rows;
}

/** The migrations' functions that recompute what row triggers keep: rebuild_*(), no arguments. */
async function rebuildFunctions(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(p.proname) as name
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema() and p.proname like 'rebuild\\_%' and p.pronargs = 0
      order by p.proname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Open roles as a directory has them: about one organization in 25 hiring, for one to three
 * roles each, with pay, ending between two weeks ago (gone from 'Hiring now') and in 75 days.
 * Drawn from each organization's name, so the same load gives the same roles.
 */
const OPEN_ROLES_SQL = `
  insert into open_roles (organization_id, title, employment_type, workplace, location,
                          salary_min, salary_max, salary_currency, salary_period, description,
                          apply_url, valid_through)
  select o.id,
         (array['Program Manager', 'Field Coordinator', 'Data Analyst', 'Grant Writer',
                'Community Organizer', 'Software Engineer'])[1 + abs(hashtext(o.name || n)) % 6],
         (array['full_time', 'part_time', 'contract', 'internship',
                'volunteer'])[1 + abs(hashtext(o.slug || n)) % 5],
         (array['onsite', 'hybrid', 'remote'])[1 + n % 3],
         o.location,
         30000 + abs(hashtext(o.name)) % 40 * 1000,
         45000 + abs(hashtext(o.name)) % 40 * 1000,
         'EUR', 'year',
         'Join the team and help the mission along.',
         'https://jobs.example.org/' || o.slug || '/' || n,
         current_date + (abs(hashtext(o.slug || o.name || n)) % 90) - 15
    from organizations o
   cross join lateral generate_series(1, 1 + abs(hashtext(o.slug)) % 3) as n
   where abs(hashtext(o.name || 'hiring')) % 25 = 0`;

/**
 * Loads `count` published organizations generated from `seed` into the migrated, seeded
 * database `client` is connected to. The same seed and count give the same organizations.
 */
export async function generateOrganizations(
  client: pg.Client,
  count: number,
  seed = 42,
  onProgress: (loaded: number) => void = () => {},
): Promise<LoadReport> {
  const phases: Record<string, number> = {};
  let phaseStart = performance.now();
  const endPhase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - phaseStart) / 1000;
    phaseStart = now;
  };

  const { rows: categories } = await client.query<{ id: string; groupId: string }>(
    'select id, group_id as "groupId" from categories order by position, id',
  );
  const { rows: countries } = await client.query<{ code: string; name: string }>(
    'select code, name from countries order by code',
  );
  const next = organizationGenerator({ categories, countries }, seed);

  await client.query('begin');
  try {
    // More memory for the index builds, and no waiting on the WAL flush at commit.
    await client.query(`set local maintenance_work_mem = '512MB'`);
    await client.query('set local synchronous_commit = off');
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query('alter table organizations disable trigger user');
    await client.query('alter table organization_categories disable trigger user');
    await client.query('alter table open_roles disable trigger user');

    let loaded = 0;
    const copy = client.query(
      copyFrom(`copy organizations (${COPY_COLUMNS.join(', ')}) from stdin`),
    );
    await pipeline(
      Readable.from(
        copyChunks(next, count, () => {
          loaded += 1;
          if (loaded % 100_000 === 0) onProgress(loaded);
        }),
      ),
      copy,
    );
    endPhase('copy organizations');

    // The links the app reads an organization's categories from, in its display order.
    const links = await client.query(
      `insert into organization_categories (organization_id, category_id, position)
       select o.id, link.category_id, link.ordinality - 1
         from organizations o
         cross join lateral unnest(o.category_ids) with ordinality as link(category_id, ordinality)
        where not exists (select 1 from organization_categories oc where oc.organization_id = o.id)`,
    );
    endPhase('category links');

    const roles = await client.query(OPEN_ROLES_SQL);
    endPhase('open roles');

    for (const index of indexes) await client.query(index.definition);
    endPhase('indexes');

    await client.query('alter table organizations enable trigger user');
    await client.query('alter table organization_categories enable trigger user');
    await client.query('alter table open_roles enable trigger user');
    const rebuilt = await rebuildFunctions(client);
    for (const name of rebuilt) await client.query(`select ${name}()`);
    await client.query('commit');
    endPhase('aggregates');

    // What autovacuum would do on a live database: planner statistics and the visibility map.
    await client.query('vacuum (analyze)');
    endPhase('vacuum analyze');
    return {
      organizations: count,
      categoryLinks: links.rowCount ?? 0,
      openRoles: roles.rowCount ?? 0,
      rebuilt,
      phases,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
