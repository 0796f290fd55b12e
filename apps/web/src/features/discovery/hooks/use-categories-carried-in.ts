import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { organizationsQuery } from '@/features/organizations';

/**
 * The categories the published organizations of `country` carry (the directory's
 * "available categories"), undefined until known. The list's own facet counts cannot tell:
 * they count each category together with the search and the other groups' choices.
 */
export function useCategoriesCarriedIn(
  country: string | undefined,
  { enabled }: { enabled: boolean },
): ReadonlySet<string> | undefined {
  // With no search and no category, a facet counts exactly the organizations carrying it.
  const unfiltered = useInfiniteQuery({
    ...organizationsQuery({ country, categories: [] }),
    enabled,
  });
  const firstPage = unfiltered.data?.pages[0];
  const current = firstPage && !unfiltered.isPlaceholderData ? firstPage : undefined;
  return useMemo(
    () =>
      current
        ? new Set(
            (current.availableCategories ?? [])
              .filter((facet) => facet.count > 0)
              .map((facet) => facet.categoryId),
          )
        : undefined,
    [current],
  );
}
