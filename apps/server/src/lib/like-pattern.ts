/**
 * A LIKE / ILIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally
 * (backslash is PostgreSQL's default escape character).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
