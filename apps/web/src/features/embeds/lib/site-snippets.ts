import { embedPaths, withViewSource, type EmbedLanguage, type EmbedTheme } from '@catalyst/shared';

/** The frame's height: the heading, about four roles and the link to the profile; more scroll. */
export const EMBED_FRAME_HEIGHT = 400;

export interface SiteSnippetOptions {
  /** The product's public origin, as visitors reach it (the server's PUBLIC_URL). */
  origin: string;
  productName: string;
  organization: { slug: string; name: string };
  theme: EmbedTheme;
  lang: EmbedLanguage;
}

/** What an owner pastes into the HTML of their organization's own site. */
export interface SiteSnippets {
  embedUrl: string;
  /** The iframe framing the roles. */
  embed: string;
  badgeUrl: string;
  /** The badge image, linking to the profile. */
  badge: string;
  /** Read by the image's alt text: the badge's own words change once the website is verified. */
  badgeAlt: string;
  feedUrl: string;
}

/**
 * Text inside a double-quoted attribute: an organization's name may hold quotes, `<` or `&`,
 * and must not end the attribute or start a tag on the owner's site.
 */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * An absolute address under `origin` (a path prefix kept, as the server writes its own links),
 * as the URL parser writes it: quotes, angle brackets and spaces come out percent-encoded, so
 * it is safe in an attribute. Its `&` is left as is, to read as people see addresses: before
 * `lang=` it starts no character reference (HTML needs a known name, and `;`, for one).
 */
const absolute = (origin: string, path: string) =>
  new URL(`${origin.replace(/\/+$/, '')}${path}`).href;

export function siteSnippets({
  origin,
  productName,
  organization,
  theme,
  lang,
}: SiteSnippetOptions): SiteSnippets {
  const { slug, name } = organization;
  const embedUrl = absolute(origin, embedPaths.roles(slug, { theme, lang }));
  const badgeUrl = absolute(origin, embedPaths.badge(slug));
  // A visit through the badge counts with the embed's in the organization's analytics.
  const profileUrl = withViewSource(absolute(origin, embedPaths.profile(slug)), 'embed');
  const badgeAlt = `${name} on ${productName} Profiles`;
  return {
    embedUrl,
    embed: `<iframe src="${embedUrl}" title="${escapeAttribute(`Open roles at ${name}`)}" width="100%" height="${EMBED_FRAME_HEIGHT}" style="border:0" loading="lazy"></iframe>`,
    badgeUrl,
    badge: `<a href="${profileUrl}"><img src="${badgeUrl}" alt="${escapeAttribute(badgeAlt)}" height="20"></a>`,
    badgeAlt,
    feedUrl: absolute(origin, embedPaths.rolesFeed(slug)),
  };
}
