import { gzipSync } from 'node:zlib';

/**
 * The initial JavaScript of a page as the issue counts it: every same-origin script the served
 * HTML names (`<script src>`, module or classic, `<link rel="modulepreload">` and
 * `<link rel="preload" as="script">`), de-duplicated, each gzipped here with node:zlib at the
 * default level so the figure does not depend on how the server chooses to encode.
 */
/** The first load the issue asks for: 120 kB gzip on the pages people land on. */
export const JS_TARGET_BYTES = 120_000;
/**
 * What the build may not exceed: the first load as measured with the router's own links and
 * tailwind-merge (126.1 kB on the home page, 125.6 on a profile) and a kilobyte of headroom,
 * 7 kB past the target, a
 * difference Lighthouse's mobile score could not tell apart from its run-to-run spread
 * (docs/decisions/0035-standard-tools-over-a-home-made-framework.md). React, React DOM and the
 * router are 80.5 kB of it and TanStack Query 10. A change that adds to the first load pays for
 * it elsewhere, or loads where it is used.
 */
export const JS_BUDGET_BYTES = 127_000;

export interface BudgetFile {
  url: string;
  /** How the HTML names it: `script`, `script type=module`, `modulepreload`, `preload`. */
  via: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageJavaScript {
  /** The page as requested; `finalUrl` is where redirects led. */
  url: string;
  finalUrl: string;
  files: BudgetFile[];
  totalGzipBytes: number;
  totalRawBytes: number;
  /** Named by the HTML but not counted, with the reason (another origin). */
  skipped: { url: string; reason: string }[];
  /** Executable inline scripts: not part of the budget (it counts files), shown so none grow unseen. */
  inlineScripts: { rawBytes: number; gzipBytes: number }[];
}

const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

type Attributes = Map<string, string>;

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = new Map();
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) {
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
    }
  }
  return attributes;
}

interface NamedScript {
  href: string;
  via: string;
}

/** The scripts an HTML document names, in document order, and its inline executable scripts. */
export function scriptsNamedBy(html: string): { named: NamedScript[]; inline: string[] } {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const named: NamedScript[] = [];
  const inline: string[] = [];
  // Scripts first, and cut out, so markup inside a script's text is never read as a tag.
  const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const [, attributeText, body] of withoutComments.matchAll(scriptPattern)) {
    const attributes = parseAttributes(attributeText ?? '');
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    const src = attributes.get('src');
    if (src !== undefined && src.trim() !== '') {
      named.push({ href: src.trim(), via: type === 'module' ? 'script type=module' : 'script' });
    } else if (body && body.trim() !== '') {
      inline.push(body);
    }
  }
  const rest = withoutComments.replace(scriptPattern, '');
  for (const [, attributeText] of rest.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(attributeText ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href')?.trim();
    if (!href) continue;
    if (rel.includes('modulepreload')) named.push({ href, via: 'modulepreload' });
    else if (rel.includes('preload') && attributes.get('as')?.toLowerCase() === 'script') {
      named.push({ href, via: 'preload' });
    }
  }
  return { named, inline };
}

function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes).byteLength;
}

/** Fetches `url` as a browser's first visit would and measures the JavaScript its HTML names. */
export async function measurePageJavaScript(url: string): Promise<PageJavaScript> {
  const page = await fetch(url, { headers: { accept: 'text/html' } });
  if (!page.ok) throw new Error(`GET ${url} answered ${page.status}`);
  const html = await page.text();
  const finalUrl = page.url || url;
  const baseHref = /<base\b([^>]*)>/i.exec(html)?.[1];
  const base = new URL(parseAttributes(baseHref ?? '').get('href') ?? '', finalUrl);
  const origin = new URL(finalUrl).origin;

  const { named, inline } = scriptsNamedBy(html);
  const seen = new Map<string, string>();
  const skipped: PageJavaScript['skipped'] = [];
  for (const { href, via } of named) {
    const resolved = new URL(href, base);
    resolved.hash = '';
    const key = resolved.href;
    if (resolved.origin !== origin) {
      if (!skipped.some((entry) => entry.url === key)) {
        skipped.push({ url: key, reason: 'another origin' });
      }
    } else if (!seen.has(key)) {
      seen.set(key, via);
    }
  }

  const files = await Promise.all(
    [...seen].map(async ([fileUrl, via]): Promise<BudgetFile> => {
      // Identity, so the bytes measured are the file itself whatever the server would encode.
      const response = await fetch(fileUrl, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok)
        throw new Error(`GET ${fileUrl} (named by ${url}) answered ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { url: fileUrl, via, rawBytes: bytes.byteLength, gzipBytes: gzipSize(bytes) };
    }),
  );

  return {
    url,
    finalUrl,
    files,
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    totalRawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    skipped,
    inlineScripts: inline.map((body) => {
      const bytes = new TextEncoder().encode(body);
      return { rawBytes: bytes.byteLength, gzipBytes: gzipSize(bytes) };
    }),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per file, then the total against the budget: what a developer reads on failure. */
export function formatBudgetTable(
  measured: PageJavaScript,
  budgetBytes: number = JS_BUDGET_BYTES,
): string {
  const origin = new URL(measured.finalUrl).origin;
  const rows = [...measured.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => {
      const path = file.url.startsWith(origin) ? file.url.slice(origin.length) : file.url;
      return `  ${kB(file.gzipBytes).padStart(9)} gzip ${kB(file.rawBytes).padStart(9)} raw  ${file.via.padEnd(18)} ${path}`;
    });
  const verdict = measured.totalGzipBytes <= budgetBytes ? 'within' : 'OVER';
  const lines = [
    `${new URL(measured.url).pathname}: ${measured.files.length} script file(s)`,
    ...rows,
    `  ${kB(measured.totalGzipBytes).padStart(9)} gzip ${kB(measured.totalRawBytes).padStart(9)} raw  total: ${verdict} the budget of ${kB(budgetBytes)} (${measured.totalGzipBytes} of ${budgetBytes} bytes)`,
  ];
  for (const entry of measured.skipped) lines.push(`  not counted (${entry.reason}): ${entry.url}`);
  if (measured.inlineScripts.length > 0) {
    const inlineGzip = measured.inlineScripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    lines.push(
      `  not counted: ${measured.inlineScripts.length} inline script(s), ${kB(inlineGzip)} gzip`,
    );
  }
  return lines.join('\n');
}

/**
 * A published profile's address, from the public listing: the card's own link when it has one
 * (the address the home page links to), else `/organizations/{slug or id}`.
 */
export async function publishedProfilePath(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/organizations?limit=1`);
  if (!response.ok) throw new Error(`GET /api/organizations answered ${response.status}`);
  const body = (await response.json()) as { data: { items: Record<string, unknown>[] } };
  const card = body.data.items[0];
  if (!card) throw new Error('GET /api/organizations lists no published organization');
  for (const field of ['link', 'href', 'path']) {
    const value = card[field];
    if (typeof value === 'string' && value.startsWith('/')) return value;
    if (typeof value === 'string' && value.startsWith(baseURL)) return value.slice(baseURL.length);
  }
  const slug = typeof card['slug'] === 'string' ? card['slug'] : undefined;
  return `/organizations/${encodeURIComponent(slug ?? String(card['id']))}`;
}
