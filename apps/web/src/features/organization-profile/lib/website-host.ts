// A leading `name:` is a scheme unless digits follow, as in `example.org:8080`.
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * The address an outside link may point to: only http(s), so a stored `javascript:` or
 * `data:` value can never become a clickable link. Owners sometimes omit the scheme
 * ('example.org/about'); such addresses are read as https.
 */
export function externalUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  try {
    const parsed = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** A website as people say it: 'https://www.example.org/path' reads 'example.org'. */
export function websiteHost(url: string): string {
  const href = externalUrl(url);
  if (!href) return url;
  return new URL(href).hostname.replace(/^www\./i, '');
}
