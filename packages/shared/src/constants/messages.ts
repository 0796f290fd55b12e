/**
 * Every user-facing text the specification quotes, verbatim. Components and the server's
 * error handler read them from here so a wording can never drift between the two.
 */
export const messages = {
  notFound: {
    title: 'Page Not Found',
    returnHome: 'Return to Home',
  },
  errorBoundary: {
    title: 'Something went wrong',
    fallback: 'An unexpected error occurred',
    retry: 'Try again',
  },
  discovery: {
    allCountries: 'All Countries',
    pillEmpty: 'select categories',
    pillMatching: 'matching organizations',
    clearAll: 'Clear All',
    addOrganization: 'Add Your Organization',
    emptyTitle: 'No organizations found',
    emptyHint: 'Try adjusting your filters to see more organizations.',
    loadingCountries: 'Loading countries...',
    errorCountries: 'Error loading countries',
    noCountries: 'No countries with organizations available',
    errorCategories: 'Error loading categories',
    loadFailed: 'Failed to load organizations',
    loadMore: 'Load more',
  },
  organization: {
    backToResults: 'Back to results',
    notFoundTitle: 'Organization Not Found',
    missingId: 'Organization ID is missing',
    notFound: (id: string) => `Organization with ID ${id} not found`,
    fetchError: 'An error occurred while fetching the organization data. Please try again later.',
    errorTitle: 'Error',
    defaultCategoryDetail: (category: string) =>
      `is committed to excellence in the field of ${category}`,
    deleteTitle: 'Delete Organization',
    deleteConfirm:
      'Are you sure you want to delete this organization? This action cannot be undone.',
    deleting: 'Deleting...',
  },
  data: {
    authRequired: 'Authentication required. Please wait while we complete the sign-in process.',
    loadFailed: 'Unable to load data. Please check your connection and try again.',
  },
  newsletter: {
    subscribed: 'Thanks for subscribing! Watch your inbox for our next update.',
    invalidEmail: 'Please enter a valid email address.',
    failed: 'We could not subscribe you right now. Please try again later.',
  },
  faq: {
    emptyCategory: 'No FAQs available for this category.',
  },
  network: {
    failure: 'Network connection issue. Please check your internet connection and try again.',
  },
  api: {
    notFound: 'The requested resource was not found.',
    internal: 'Something went wrong on our side. Please try again later.',
    tooManyRequests:
      'Access temporarily blocked due to too many failed attempts. Please try again later.',
  },
} as const;
