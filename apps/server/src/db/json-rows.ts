import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `name.column`, qualified in any statement. Drizzle writes a column bare in a select of a
 * single table, and in a subquery of that select a bare name reads the subquery's own table
 * first: a correlated subquery names both sides' columns through this.
 */
export function qualifiedColumn(name: string, column: AnyColumn): SQL {
  return sql`${sql.identifier(name)}.${sql.identifier(column.name)}`;
}

/**
 * The rows of `from` whose `where[0]` column equals `where[1]` (a column of the enclosing
 * statement, qualified), as one JSON array of objects holding `fields`, in `orderBy`'s order;
 * an empty array when there are none. It lets a statement read what its row owns in another
 * table beside the row, instead of in a round trip of its own. Every column of `from` is named
 * through `as`, its alias here (`orderBy` is handed the function that names them so).
 */
export function jsonRowsOf<Row>(
  from: PgTable,
  as: string,
  options: {
    fields: { [Key in keyof Row]: AnyColumn };
    where: [AnyColumn, SQL];
    orderBy: (column: (column: AnyColumn) => SQL) => SQL[];
  },
): SQL<Row[]> {
  const column = (of: AnyColumn) => qualifiedColumn(as, of);
  // The keys are the code's own property names, written into the statement as literals.
  const fields = Object.entries<AnyColumn>(options.fields).map(([key, of]) => {
    if (!/^[A-Za-z]\w*$/.test(key)) throw new Error(`not a property name: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${column(of)}`;
  });
  const [owner, ownerId] = options.where;
  return sql<Row[]>`coalesce((
    select json_agg(json_build_object(${sql.join(fields, sql`, `)})
                    order by ${sql.join(options.orderBy(column), sql`, `)})
      from ${from} as ${sql.identifier(as)}
     where ${column(owner)} = ${ownerId}), '[]'::json)`;
}
