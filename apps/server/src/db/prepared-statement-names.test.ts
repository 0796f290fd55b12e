import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = fileURLToPath(new URL('../', import.meta.url));

/**
 * The names the server's prepared statements are given: `.prepare('name')` (Drizzle) and the
 * third argument of a SqlExecutor call (lib/jobs/sql-executor.ts).
 */
function preparedStatementNames(): Array<{ name: string; file: string }> {
  const found: Array<{ name: string; file: string }> = [];
  for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\.prepare\(\s*'([^']+)'\s*\)/g)) {
      found.push({ name: match[1]!, file });
    }
    for (const match of text.matchAll(/\bsql\([A-Z_]+,\s*\[[^\]]*\],\s*'([^']+)'\)/g)) {
      found.push({ name: match[1]!, file });
    }
  }
  return found;
}

describe('prepared statements', () => {
  // PostgreSQL keeps a prepared statement per connection by its name, and node-postgres refuses
  // a name given to another text; PGlite ignores names, so only PostgreSQL would fail, and only
  // once both statements had run on one connection.
  it('each have a name of their own', () => {
    const names = preparedStatementNames();
    expect(names.map(({ name }) => name)).toContain('organization_whole_by_slug');
    expect(names.map(({ name }) => name)).toContain('page_versions');
    const repeated = names.filter(
      ({ name }, index) => names.findIndex((other) => other.name === name) !== index,
    );
    expect(repeated).toEqual([]);
  });
});
