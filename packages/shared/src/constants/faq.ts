/** The FAQ's four categories, in display order, with their exact names. */
export const faqCategories = [
  { id: 'general', name: 'General Questions' },
  { id: 'submission', name: 'Submission Process' },
  { id: 'organization', name: 'Organization Management' },
  { id: 'pricing', name: 'Pricing & Costs' },
] as const;

export type FaqCategoryId = (typeof faqCategories)[number]['id'];
export const faqCategoryIds = faqCategories.map((c) => c.id) as [FaqCategoryId, ...FaqCategoryId[]];
