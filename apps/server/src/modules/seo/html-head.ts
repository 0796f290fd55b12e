import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@catalyst/shared';
import { escapeHtml } from '../../lib/html-escape.js';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonicalUrl: string;
  ogType: 'website' | 'profile';
  /** Absolute URL of the preview image, when the page has one. */
  imageUrl?: string | undefined;
  /** Keep private and error pages out of search results. */
  noIndex?: boolean;
  jsonLd?: Record<string, unknown> | undefined;
  /** Atom feeds of what the page lists, for feed readers to find (`<link rel="alternate">`). */
  feeds?: ReadonlyArray<{ title: string; href: string }>;
}

/** JSON inside a <script> data block: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

export function renderHead(head: PageHead, site: SiteConfig): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    `<meta property="og:site_name" content="${escapeHtml(`${site.productName} Profiles`)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    `<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.imageUrl) {
    tags.push(`<meta property="og:image" content="${escapeHtml(head.imageUrl)}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(head.imageUrl)}">`);
  }
  if (head.noIndex) tags.push('<meta name="robots" content="noindex">');
  for (const feed of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    );
  }
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  }
  tags.push(
    `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptJson(site)}</script>`,
  );
  return tags.join('\n    ');
}

/** Puts the page's head tags into the built index.html, replacing its placeholder title. */
export function injectHead(template: string, headHtml: string): string {
  const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  return withoutTitle.replace('</head>', `    ${headHtml}\n  </head>`);
}
