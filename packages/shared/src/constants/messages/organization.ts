export const organizationMessages = {
  backToResults: 'Back to results',
  notFoundTitle: 'Organization Not Found',
  missingId: 'Organization ID is missing',
  notFound: (id: string) => `Organization with ID ${id} not found`,
  fetchError: 'An error occurred while fetching the organization data. Please try again later.',
  errorTitle: 'Error',
  defaultCategoryDetail: (category: string) =>
    `is committed to excellence in the field of ${category}`,
  deleteTitle: 'Delete Organization',
  deleteConfirm: 'Are you sure you want to delete this organization? This action cannot be undone.',
  deleting: 'Deleting...',
} as const;
