/**
 * `npm run bench:data -- --organizations N --database-url URL`: makes the PostgreSQL database
 * at URL if it is missing, migrates and reference-seeds it with the app's own code, and loads
 * N published organizations (names, descriptions, places, categories and dates varied like a
 * real directory's). Seeded (--seed, default 42): the same N gives the same data. A database
 * that already holds organizations is refused unless --replace says to delete them first.
 * The URL defaults to BENCH_DATABASE_URL, else the local catalyst_bench.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  BENCH_DATABASE_URL,
  databaseNameOf,
  ensureDatabase,
  migrateAndSeed,
} from './bench-database.js';
import { generateOrganizations } from './generate-organizations.js';

function options() {
  const { values } = parseArgs({
    options: {
      organizations: { type: 'string', default: '100000' },
      'database-url': { type: 'string', default: BENCH_DATABASE_URL },
      seed: { type: 'string', default: '42' },
      replace: { type: 'boolean', default: false },
    },
  });
  const organizations = Number(values.organizations.replaceAll('_', ''));
  const seed = Number(values.seed);
  if (!Number.isInteger(organizations) || organizations < 1) {
    throw new Error(`--organizations must be a positive whole number, not ${values.organizations}`);
  }
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${values.seed}`);
  return { organizations, seed, url: values['database-url'], replace: values.replace };
}

/** What a person checking the data wants to see: is it varied, is it shaped as intended. */
async function describeLoad(client: pg.Client) {
  const { rows } = await client.query<Record<string, string>>(
    `select count(*) as organizations,
            count(distinct name) as "distinct names",
            count(distinct country_code) as countries,
            round(avg(length(description))) as "average description length",
            min(length(description)) || '-' || max(length(description)) as "description lengths",
            round(avg(cardinality(category_ids)), 2) as "categories per organization",
            min(published_at)::date || ' to ' || max(published_at)::date as "published"
       from organizations where status = 'published'`,
  );
  return rows[0];
}

async function main() {
  const { organizations, seed, url, replace } = options();
  const name = databaseNameOf(url);
  const started = performance.now();
  if (await ensureDatabase(url)) console.log(`created database ${name}`);
  await migrateAndSeed(url);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from organizations');
    const existing = Number(rows[0]!.count);
    if (existing > 0 && !replace) {
      console.error(
        `${name} already holds ${existing.toLocaleString('en')} organizations; pass --replace to delete them and load anew`,
      );
      process.exitCode = 2;
      return;
    }
    if (existing > 0) {
      // Cascades to links, images and subscriptions; the load's rebuild then resets the counts.
      await client.query('truncate organizations cascade');
      console.log(`deleted the ${existing.toLocaleString('en')} organizations ${name} held`);
    }

    console.log(
      `loading ${organizations.toLocaleString('en')} organizations into ${name} (seed ${seed})`,
    );
    const report = await generateOrganizations(client, organizations, seed, (loaded) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(`  ${loaded.toLocaleString('en')} rows copied (${seconds} s)\n`);
    });
    const totalSeconds = (performance.now() - started) / 1000;
    console.table(Object.entries(report.phases).map(([phase, seconds]) => ({ phase, seconds })));
    console.table(await describeLoad(client));
    console.log(
      `loaded ${report.organizations.toLocaleString('en')} organizations, ${report.categoryLinks.toLocaleString('en')} category links and ${report.openRoles.toLocaleString('en')} open roles into ${name} in ${totalSeconds.toFixed(1)} s (aggregates rebuilt by ${report.rebuilt.join(', ') || 'nothing'})`,
    );
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
