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
  organizationForm: {
    createTitle: 'Create a New Organization',
    createSubmit: 'Create Organization',
    creating: 'Creating...',
    nameRequired: 'Please provide an organization name',
    countryRequired: 'Please select a country',
    descriptionRequired: 'Please provide an organization description',
    requiredFields: 'Please fill out all required fields',
    invalidUrl: (example: string) => `Please enter a valid URL (e.g., ${example})`,
    foundedYearRange: (maxYear: number) => `Founded year must be between 1800 and ${maxYear}`,
    categoryLimit: (max: number) =>
      `You can select up to ${max} categories. Deselect one to choose another.`,
    unknownCategory: 'One of the selected categories does not exist.',
    unknownCountry: 'Please select a country from the list.',
    tooManyUnpublished: (max: number) =>
      `You already have ${max} unpublished organizations. Publish or delete one before creating another.`,
    createdBanner: 'Organization created successfully!',
    createdBannerBody:
      'Complete your organization profile below. You can now add more details, upload images, and select categories.',
    completeTitle: 'Complete Your Organization Profile',
    editTitle: 'Edit Organization',
    editSubtitle: 'Update information about this organization',
    saveChanges: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    updated: 'Organization updated successfully',
    deleted: 'Organization deleted successfully',
    updateFailed: 'Failed to update organization. Please try again.',
    createFailed: 'Failed to create organization. Please try again.',
    loadFailed: 'Failed to load organization data. Please try again later.',
    noPermission: "You don't have permission to edit this organization",
  },
  images: {
    invalidType: 'Please select a valid image file (JPEG, PNG, or WebP)',
    tooLarge: 'File size must be less than 5MB',
    required: 'Please select a file to upload',
    tooManyPixels: 'This image has too many pixels to process. Please use one under 40 megapixels.',
    uploadFailed: (type: string) => `Failed to upload ${type}. Please try again.`,
    deleteFailed: (type: string) => `Failed to delete ${type}. Please try again.`,
    categoryNotSelected: 'Select this category and save before adding its image.',
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
