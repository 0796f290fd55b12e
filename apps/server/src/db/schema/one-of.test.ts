import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of.js';
import { organizationMembers } from './team.js';

const dialect = new PgDialect();

describe('oneOf', () => {
  it('writes the check as the migrations spell it, so reading the constant changes no SQL', () => {
    const { sql, params } = dialect.sqlToQuery(
      oneOf(organizationMembers.role, ['owner', 'editor']),
    );
    expect(sql).toBe(`"organization_members"."role" in ('owner', 'editor')`);
    expect(params).toEqual([]);
  });

  it('takes plain lower-case words only, since they are spelt into the SQL', () => {
    expect(() => oneOf(organizationMembers.role, ["owner') or ('1"])).toThrow(/Not a plain value/);
    expect(() => oneOf(organizationMembers.role, ['Owner'])).toThrow(/Not a plain value/);
  });
});
