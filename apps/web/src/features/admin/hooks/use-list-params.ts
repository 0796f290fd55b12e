import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's page and filters live in the address: a moderator can reload, go back, or send a
 * colleague the very view they are looking at. Changing a filter starts again at page 1,
 * unless it only opens or closes something over the same list (`keepPage`).
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number.parseInt(searchParams.get('page') ?? '', 10);
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;

  const filters = Object.fromEntries(
    keys.map((key) => [key, searchParams.get(key) || undefined]),
  ) as Record<Key, string | undefined>;

  const setFilters = useCallback(
    (changes: Partial<Record<Key, string | undefined>>, { keepPage = false } = {}) =>
      setSearchParams((current) => withChanges(current, changes, keepPage)),
    [setSearchParams],
  );

  /** The address of this view with `changes` made, for a link. */
  const searchWith = (changes: Partial<Record<Key, string | undefined>>, keepPage = false) =>
    `?${withChanges(searchParams, changes, keepPage).toString()}`;

  return { page, filters, setFilters, searchWith };
}

function withChanges(
  current: URLSearchParams,
  changes: Record<string, string | undefined>,
  keepPage: boolean,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!keepPage) next.delete('page');
  return next;
}
