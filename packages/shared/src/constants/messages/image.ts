export const imageMessages = {
  invalidType: 'Please select a valid image file (JPEG, PNG, or WebP)',
  tooLarge: 'File size must be less than 5MB',
  required: 'Please select a file to upload',
  tooManyPixels: 'This image has too many pixels to process. Please use one under 40 megapixels.',
  uploadFailed: (type: string) => `Failed to upload ${type}. Please try again.`,
  deleteFailed: (type: string) => `Failed to delete ${type}. Please try again.`,
  categoryNotSelected: 'Select this category and save before adding its image.',
} as const;
