import { z } from 'zod';

export const categoryGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  color: z.string(),
});
export type CategoryGroup = z.infer<typeof categoryGroupSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  emoji: z.string(),
  groupId: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  flagEmoji: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
