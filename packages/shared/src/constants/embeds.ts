import { routePath } from './routes.js';

/** The languages an embed speaks: an organization's site may be in any of them. */
export const EMBED_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type EmbedLanguage = (typeof EMBED_LANGUAGES)[number];

/** `auto` follows the visitor's own light or dark setting. */
export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/**
 * Where the server answers what an organization puts on its own site, by its slug: the roles
 * page to frame, the badge, and the roles feed beside its profile. The snippets the dashboard
 * hands out are built from these, so they cannot drift from the routes.
 */
export const embedPaths = {
  roles: (slug: string, { theme, lang }: { theme: EmbedTheme; lang: EmbedLanguage }) =>
    `/embed/organizations/${encodeURIComponent(slug)}/roles?${new URLSearchParams({ theme, lang })}`,
  badge: (slug: string) => `/badges/${encodeURIComponent(slug)}.svg`,
  profile: (slug: string) => routePath('organization', { orgId: slug }),
  rolesFeed: (slug: string) => `${routePath('organization', { orgId: slug })}/roles.atom`,
} as const;
