import { DEFAULT_PRODUCT_NAME, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@catalyst/shared';

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

const hasStrings = (value: unknown, keys: readonly string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * Whether the embedded JSON has the shape of siteConfigSchema (packages/shared). The server
 * writes it, so a hand check is enough, and keeps the validation library off the first load.
 */
function isSiteConfig(value: unknown): value is SiteConfig {
  return (
    hasStrings(value, ['productName', 'publicUrl']) &&
    hasStrings((value as SiteConfig).contact, [
      'generalEmail',
      'supportEmail',
      'privacyEmail',
      'phone',
      'directorUrl',
    ]) &&
    hasStrings((value as SiteConfig).social, ['linkedin', 'twitter', 'instagram'])
  );
}

/** Only the fields the app knows, as the schema's parse would have kept them. */
function pickSiteConfig({ productName, publicUrl, contact, social }: SiteConfig): SiteConfig {
  return {
    productName,
    publicUrl,
    contact: {
      generalEmail: contact.generalEmail,
      supportEmail: contact.supportEmail,
      privacyEmail: contact.privacyEmail,
      phone: contact.phone,
      directorUrl: contact.directorUrl,
    },
    social: { linkedin: social.linkedin, twitter: social.twitter, instagram: social.instagram },
  };
}

/**
 * The deployment's brand and contact details, embedded by the server in every page as a JSON
 * data block. Under the Vite dev server there is none, and the defaults apply.
 */
function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return fallback;
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent);
  } catch {
    return fallback;
  }
  return isSiteConfig(parsed) ? pickSiteConfig(parsed) : fallback;
}

export const siteConfig: SiteConfig = readSiteConfig();

/**
 * The server renders pages with its deployment's details; they are the same for every request,
 * so they are set once, at start-up.
 */
export function applySiteConfig(config: SiteConfig): void {
  Object.assign(siteConfig, config);
}
