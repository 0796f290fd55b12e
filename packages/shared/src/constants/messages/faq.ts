export const faqMessages = {
  emptyCategory: 'No FAQs available for this category.',
} as const;
