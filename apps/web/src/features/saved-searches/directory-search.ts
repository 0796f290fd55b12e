import { paths } from '@/config/paths';

/** What a saved search keeps of a directory address: its search, filters and order, never a page. */
const SEARCH_PARAMS = ['q', 'sort', 'country', 'categories', 'hiring'] as const;

/**
 * The search of a directory address (`location.search`) as a saved search's `query`: the
 * page it is on (`cursor`, `prev`) and anything else left out, so saving from the third page
 * saves the same search as from the first. The server reads and spells it canonically.
 */
export function directorySearchOf(search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const values = current.getAll(name).filter((value) => value.trim() !== '');
    if (values.length > 0) kept.set(name, values.join(','));
  }
  return readable(kept.toString());
}

/** Commas are legal in a query, and the directory's own links keep them (`categories=a,b`). */
const readable = (query: string) => query.replaceAll('%2C', ',');

/** The directory's address showing a saved search (the directory is the home page). */
export function directoryHref(query: string): string {
  return query ? `${paths.home}?${readable(query)}` : paths.home;
}
