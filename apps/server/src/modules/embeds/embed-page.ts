import { createHash } from 'node:crypto';
import {
  routePath,
  withViewSource,
  type EmbedLanguage,
  type EmbedTheme,
  type OpenRole,
} from '@catalyst/shared';
import { escapeHtml } from '../../lib/html-escape.js';
import type { EmbedText } from './embed-text.js';

export interface EmbedPage {
  organization: { slug: string; name: string };
  roles: readonly OpenRole[];
  language: EmbedLanguage;
  text: EmbedText;
  theme: EmbedTheme;
  publicUrl: string;
  productName: string;
}

/** Light and dark as custom properties; `auto` follows the visitor's own setting. */
const PALETTES = {
  light: '--fg:#0f172a;--muted:#475569;--bg:#ffffff;--line:#e2e8f0;--link:#0f766e;',
  dark: '--fg:#f1f5f9;--muted:#cbd5e1;--bg:#0f172a;--line:#334155;--link:#5eead4;',
};

function stylesheet(theme: EmbedTheme): string {
  const palette =
    theme === 'auto'
      ? `:root{color-scheme:light dark;${PALETTES.light}}@media (prefers-color-scheme:dark){:root{${PALETTES.dark}}}`
      : `:root{color-scheme:${theme};${PALETTES[theme]}}`;
  return `${palette}
*{box-sizing:border-box}
body{margin:0;padding:16px;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
h1{font-size:17px;margin:0 0 12px}
ul{list-style:none;margin:0;padding:0}
li{padding:10px 0;border-top:1px solid var(--line)}
a{color:var(--link);font-weight:600;text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
.facts{color:var(--muted);font-size:13px;margin:2px 0 0}
.none{color:var(--muted)}
footer{margin-top:12px;padding-top:10px;border-top:1px solid var(--line);font-size:13px}`;
}

function facts(role: OpenRole, text: EmbedText): string {
  const number = (value: number) => value.toLocaleString(text.numberLocale);
  const pay =
    role.salaryMin === role.salaryMax
      ? `${role.salaryCurrency} ${number(role.salaryMin)}`
      : `${role.salaryCurrency} ${number(role.salaryMin)}–${number(role.salaryMax)}`;
  return [
    text.employmentTypes[role.employmentType],
    text.workplaces[role.workplace],
    ...(role.location ? [role.location] : []),
    `${pay} ${text.periods[role.salaryPeriod]}`,
  ].join(' · ');
}

/**
 * The roles list an organization puts on its own site in an iframe: complete HTML with no
 * script, its one stylesheet inline (allowed by its hash, `styleHash`), every link opening a
 * new tab so the host page stays where it is.
 */
export function renderEmbedPage(page: EmbedPage): { html: string; styleHash: string } {
  const css = stylesheet(page.theme);
  const { organization, text } = page;
  // Every link is marked, so the owner's analytics count the visits the embed brings.
  const absolute = (path: string) =>
    escapeHtml(`${page.publicUrl}${withViewSource(path, 'embed')}`);
  const items = page.roles.map((role) => {
    const href = absolute(
      routePath('organizationRole', { orgId: organization.slug, roleId: role.id }),
    );
    return `<li><a href="${href}" target="_blank" rel="noopener" aria-description="${escapeHtml(text.opensInNewTab)}">${escapeHtml(role.title)}</a><p class="facts">${escapeHtml(facts(role, text))}</p></li>`;
  });
  const list =
    items.length > 0
      ? `<ul>${items.join('')}</ul>`
      : `<p class="none">${escapeHtml(text.none)}</p>`;
  const profile = absolute(routePath('organization', { orgId: organization.slug }));
  const html = `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.heading(organization.name))}</title>
<style>${css}</style>
</head>
<body>
<h1>${escapeHtml(text.heading(organization.name))}</h1>
${list}
<footer><a href="${profile}" target="_blank" rel="noopener">${escapeHtml(text.viewAll(organization.name, page.productName))}</a></footer>
</body>
</html>
`;
  return { html, styleHash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
}
