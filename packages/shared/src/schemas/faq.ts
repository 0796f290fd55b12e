import { z } from 'zod';
import { faqCategoryIds } from '../constants/faq.js';

export const faqEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  categories: z.array(z.enum(faqCategoryIds)),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;
