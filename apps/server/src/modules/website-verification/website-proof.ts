import {
  WEBSITE_VERIFICATION_FILE_PATH,
  WEBSITE_VERIFICATION_META_NAME,
  websiteVerificationMessages as text,
} from '@catalyst/shared';
import type { SafeFetchResult } from '../../lib/safe-fetch.js';

export type ProofMethod = 'file' | 'meta';

/**
 * Where each method looks: the file on the website's origin, the meta tag on its home page.
 * The origin, not the page the profile names: a domain is proven at its root.
 */
export function proofUrl(websiteUrl: string, method: ProofMethod): string {
  const origin = new URL(websiteUrl).origin;
  return method === 'file' ? `${origin}${WEBSITE_VERIFICATION_FILE_PATH}` : `${origin}/`;
}

export const metaTagFor = (token: string) =>
  `<meta name="${WEBSITE_VERIFICATION_META_NAME}" content="${token}">`;

const META_TAG = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** Whether the HTML (its first part, as read) has our meta tag with this token. */
function pageHasMetaTag(html: string, token: string): boolean {
  for (const [tag] of html.matchAll(META_TAG)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(ATTRIBUTE)) {
      attributes.set(match[1]!.toLowerCase(), (match[2] ?? match[3] ?? match[4] ?? '').trim());
    }
    if (
      attributes.get('name')?.toLowerCase() === WEBSITE_VERIFICATION_META_NAME &&
      attributes.get('content') === token
    ) {
      return true;
    }
  }
  return false;
}

/** Why a fetch failed, in words an owner can act on. */
function failureReason(result: Extract<SafeFetchResult, { ok: false }>): string {
  switch (result.failure) {
    case 'not-web':
      return text.notWeb;
    case 'not-public':
      return text.notPublic;
    case 'other-host-redirect':
      return text.otherHostRedirect;
    case 'too-many-redirects':
      return text.unreachable(result.url, text.tooManyRedirects);
    case 'timed-out':
      return text.unreachable(result.url, text.timedOut);
    case 'name-not-found':
      return text.unreachable(result.url, text.nameNotFound);
    case 'connection-failed':
      return text.unreachable(result.url, text.connectionFailed);
    case 'status':
      return text.unreachable(result.url, text.answered(result.status ?? 0));
  }
}

/** null when the fetched answer proves control; otherwise the reason it does not. */
export function proofProblem(
  result: SafeFetchResult,
  method: ProofMethod,
  token: string,
): string | null {
  if (!result.ok) return failureReason(result);
  const body = result.body.toString('utf8');
  if (method === 'file') return body.includes(token) ? null : text.fileWithoutCode;
  return pageHasMetaTag(body, token) ? null : text.pageWithoutMeta;
}
