import { z } from 'zod';

/**
 * Deployment-specific values the SPA shows (brand name, contact details). The server embeds
 * them in every HTML page it sends, so the SPA needs no extra request to render them.
 */
export const siteConfigSchema = z.object({
  productName: z.string(),
  publicUrl: z.string(),
  contact: z.object({
    generalEmail: z.string(),
    supportEmail: z.string(),
    privacyEmail: z.string(),
    phone: z.string(),
    directorUrl: z.string(),
  }),
  social: z.object({
    linkedin: z.string(),
    twitter: z.string(),
    instagram: z.string(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
