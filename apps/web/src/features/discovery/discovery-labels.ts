/** The discovery controls' own wording (the product's shared strings live in `messages`). */
export const discoveryLabels = {
  search: 'Search',
  searchPlaceholder: 'Name, cause, place…',
  clearSearch: 'Clear search',
  clearFilters: 'Clear filters',
  clearCategories: 'Clear categories',
  sortBy: 'Sort by',
  allFilters: 'All filters',
  closeFilters: 'Close filters',
} as const;
