import {
  DEFAULT_PRODUCT_NAME,
  SITE_CONFIG_ELEMENT_ID,
  siteConfigSchema,
  type SiteConfig,
} from '@catalyst/shared';

const fallback: SiteConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  publicUrl: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
  contact: {
    generalEmail: 'hello@catalyst.example',
    supportEmail: 'support@catalyst.example',
    privacyEmail: 'privacy@catalyst.example',
    phone: '+1 (555) 010-0199',
    directorUrl: 'https://www.linkedin.com/in/catalyst-director',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/catalyst-profiles',
    twitter: 'https://x.com/catalystprofiles',
    instagram: 'https://www.instagram.com/catalystprofiles',
  },
};

/**
 * The deployment's brand and contact details, embedded by the server in every page as a JSON
 * data block. Under the Vite dev server there is none, and the defaults apply.
 */
function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return fallback;
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return fallback;
  const parsed = siteConfigSchema.safeParse(JSON.parse(element.textContent));
  return parsed.success ? parsed.data : fallback;
}

export const siteConfig: SiteConfig = readSiteConfig();
