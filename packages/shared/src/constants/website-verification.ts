import { verifiedWebsiteBadgeText } from './verified-website-badge.js';

/**
 * Website verification: an owner proves the organization controls its website's domain, by a
 * file, a meta tag (both fetched by the server) or an address at the domain. Limits and every
 * sentence a person reads about it live here, for the server and the web alike.
 */

/** How control was proved: a file or a meta tag on the site, or an address at the domain. */
export const WEBSITE_VERIFICATION_METHODS = ['file', 'meta', 'email'] as const;

/** Where the file method looks, on the website's own origin. */
export const WEBSITE_VERIFICATION_FILE_PATH = '/.well-known/catalyst-verification.txt';
/** `<meta name="catalyst-verification" content="…">` in the home page's HTML. */
export const WEBSITE_VERIFICATION_META_NAME = 'catalyst-verification';

/** How long a fetch of the website may take in all, redirects included. */
export const WEBSITE_FETCH_TIMEOUT_MS = 5_000;
/** How much of an answer is read (the file, or the HTML the meta tag must be in). */
export const WEBSITE_FETCH_MAX_BYTES = 64 * 1024;
/** Redirects followed, each to the same host only. */
export const WEBSITE_FETCH_MAX_REDIRECTS = 3;
/** A confirmation link sent to an address at the domain works this long, once. */
export const WEBSITE_EMAIL_LINK_HOURS = 24;

/** Checks (each fetches the site) per owner and per organization, per window. */
export const WEBSITE_CHECK_LIMITS = {
  perUser: { window: 10 * 60, max: 20 },
  perOrganization: { window: 10 * 60, max: 30 },
} as const;
/** Confirmation emails per owner and per organization, per window. */
export const WEBSITE_EMAIL_LIMITS = {
  perUser: { window: 60 * 60, max: 10 },
  perOrganization: { window: 60 * 60, max: 5 },
} as const;

/**
 * The only mailboxes that speak for a domain: the CA/Browser Forum's constructed addresses
 * (Baseline Requirements 3.2.2.4.4). Anyone may own me@gmail.com; only the domain's operator
 * controls webmaster@gmail.com.
 */
const WEBSITE_EMAIL_LOCAL_PARTS = [
  'admin',
  'administrator',
  'webmaster',
  'hostmaster',
  'postmaster',
] as const;

/** Whether the address is one of the domain's constructed addresses (see above). */
export function isDomainContactAddress(email: string, domain: string): boolean {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).toLowerCase();
  return (
    emailDomainOf(email) === domain &&
    (WEBSITE_EMAIL_LOCAL_PARTS as readonly string[]).includes(local)
  );
}

/** The host a proof must come from: the website's, lower-cased, without a leading "www.". */
export function websiteDomainOf(websiteUrl: string | null | undefined): string | null {
  if (!websiteUrl) return null;
  let url: URL;
  try {
    url = new URL(websiteUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.toLowerCase().replace(/^www\./, '') || null;
}

/** The part of an address after its last "@", lower-cased. */
function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export const websiteVerificationMessages = {
  badge: verifiedWebsiteBadgeText.label,
  badgeExplanation: verifiedWebsiteBadgeText.explanation,
  noWebsite: 'Add a website to the profile first: verification is for the website it names.',
  verified: (domain: string) => `Verified: the organization controls ${domain}.`,
  unreachable: (url: string, why: string) => `We could not reach ${url}: ${why}`,
  timedOut: 'timed out',
  connectionFailed: 'the connection failed',
  nameNotFound: 'the name does not resolve',
  tooManyRedirects: 'it redirected too many times',
  answered: (status: number) => `the server answered ${status}`,
  fileWithoutCode: 'The file was found but does not contain the code.',
  pageWithoutMeta: 'The page was found but has no catalyst-verification meta tag with the code.',
  otherHostRedirect: 'Redirects to another host are not followed.',
  notPublic: 'This address is not public.',
  notWeb: 'Only http and https addresses can be checked.',
  websiteChanged:
    'The website address changed while it was being checked. Please check the new one.',
  emailOtherDomain: (domain: string) =>
    `Please use admin@, administrator@, webmaster@, hostmaster@ or postmaster@${domain}.`,
  emailNeedsHostName: 'A website given by its IP address cannot be verified by email.',
  emailSent: (email: string) =>
    `We sent a link to ${email}. It works for ${WEBSITE_EMAIL_LINK_HOURS} hours.`,
  linkInvalid: 'This link is invalid, has expired or was already used. Please ask for a new one.',
  linkOutdated: 'The website changed since this link was sent. Please ask for a new one.',
  confirmed: (domain: string) => `Confirmed: the organization controls ${domain}.`,
  tooManyChecks: 'Too many checks in a short time. Please wait a few minutes and try again.',
  tooManyEmails: 'Too many emails sent in a short time. Please try again later.',
  copied: 'Copied.',
  copyFailed: 'Copying failed: select the text and copy it yourself.',
  ownersOnly: 'Only an owner of this organization can verify its website.',
} as const;
