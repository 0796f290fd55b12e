/** `text` with LIKE's own `%`, `_` and `\` taken literally (backslash is PostgreSQL's default escape). */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE / ILIKE pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE pattern matching whatever starts with `text`. */
export function startsWithPattern(text: string): string {
  return `${literal(text)}%`;
}
