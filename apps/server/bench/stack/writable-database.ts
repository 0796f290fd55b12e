/**
 * A database the cache benchmarks may write into (they create owners and edit profiles): one
 * given with --database-url, or a fresh one of --organizations published organizations.
 * The shared benchmark database (catalyst_bench) is refused: others measure it read-only.
 */
import { BENCH_DATABASE_URL, createBenchDatabase, databaseNameOf } from '../bench-database.js';
import { onCleanup } from './cleanup.js';

export async function writableDatabase(options: {
  databaseUrl: string | undefined;
  organizations: number;
  freshName: string;
}): Promise<string> {
  if (options.databaseUrl) {
    const name = databaseNameOf(options.databaseUrl);
    if (name === databaseNameOf(BENCH_DATABASE_URL)) {
      throw new Error(
        `${name} is measured read-only by the other benchmarks; give a copy instead:\n  createdb -h 127.0.0.1 -U postgres -T ${name} ${name}_copy`,
      );
    }
    return options.databaseUrl;
  }
  console.log(
    `loading ${options.organizations.toLocaleString('en')} published organizations into ${options.freshName} (dropped at the end unless --keep)`,
  );
  const database = await createBenchDatabase(options.freshName, options.organizations);
  onCleanup(`the database ${options.freshName}`, () => database.close());
  console.log(`loaded in ${database.loadSeconds.toFixed(1)} s`);
  return database.url;
}
