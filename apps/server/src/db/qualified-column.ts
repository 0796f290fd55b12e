import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `name.column`, qualified in any statement. Drizzle writes a column bare in a select of a
 * single table, and in a subquery of that select a bare name reads the subquery's own table
 * first: a correlated subquery names both sides' columns through this.
 */
export function qualifiedColumn(name: string, column: AnyColumn): SQL {
  return sql`${sql.identifier(name)}.${sql.identifier(column.name)}`;
}
