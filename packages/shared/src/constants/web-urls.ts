import { URL_MAX } from './limits.js';

/** On blur, https:// is prepended when the value has no http(s) prefix (docs/product/). */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

// A public host name: dotted labels ending in a letter TLD (or its punycode form).
const PUBLIC_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** An absolute http(s) address of a public host, without credentials: what a profile links. */
export function isWebUrl(value: string): boolean {
  if (value.length > URL_MAX || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return PUBLIC_HOST.test(url.hostname);
}

/**
 * What isWebUrl accepts after normalizeUrl, as a JSON Schema pattern for the API document
 * (ECMAScript syntax, no flags): empty, or an optional http(s) scheme, a dotted host without
 * credentials, then anything without spaces. The host's labels and TLD are checked as above.
 */
export const WEB_ADDRESS_INPUT_PATTERN =
  '^\\s*(?:(?:[Hh][Tt][Tt][Pp][Ss]?://)?[^\\s/?#@:]+\\.[^\\s]+)?\\s*$';

/** What each link field's error suggests, so the example fits the field. */
export const urlExamples = {
  websiteUrl: 'example.org',
  linkedinUrl: 'linkedin.com/company/example',
  twitterUrl: 'x.com/example',
  blogUrl: 'example.org/blog',
} as const;
