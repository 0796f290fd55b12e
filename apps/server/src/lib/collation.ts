/**
 * Names sorted as an English reader expects ('Åland Islands' beside 'Albania', 'Côte d'Ivoire'
 * among the Cs). Database collations differ between PGlite and PostgreSQL builds, so the order
 * is decided here, once.
 */
const englishCollator = new Intl.Collator('en', { sensitivity: 'base' });

export function sortByName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => englishCollator.compare(a.name, b.name));
}
