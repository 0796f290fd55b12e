import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b')`: a check constraint's test that a text column holds one of the values
 * its `enum` option names, written from the same list. The values are spelt into the SQL as they
 * are, so only plain lower-case words are taken.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[a-z_]+$/.test(value)) throw new Error(`Not a plain value for a check: ${value}`);
  }
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}
