import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SERVER_STATE_ELEMENT_ID, type SiteConfig } from '@catalyst/shared';
import { prepareGzipPrefix, type GzipPrefix } from '../lib/public-cache/gzip-after-prefix.js';
import { isSitePath } from '../lib/public-cache/page-dependencies.js';
import { injectHead } from '../modules/seo/index.js';

/** The web app's server entry (apps/web/src/entry-server.tsx), as its build exports it. */
interface ServerEntry {
  configureServerRendering(options: {
    site: SiteConfig;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): void;
  render(
    request: Request,
    serverPage: { viewer: PageViewer | null },
  ): Promise<{ html: Uint8Array; stateJson: string; routeModules: string[] }>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT_ELEMENT = '<div id="root"></div>';
/** Where a page's own head goes in the template, while the template is cut into pieces. */
const HEAD_MARK = '\u0000catalyst-page-head\u0000';

/** The page request a render serves, for the API calls it makes on the way (by inject). */
const renderingFor = new AsyncLocalStorage<RenderContext>();

interface RenderContext {
  visitor: PageVisitor | undefined;
  /**
   * Answers already read for this page (API path → the value its JSON body would hold), used
   * instead of a request: handed over as they are, not written as JSON only to be parsed again.
   */
  primed: ReadonlyMap<string, unknown>;
  /** Every API path the render asked for, in order: what the page shows depends on them. */
  fetched: string[];
  /** The organizations the directory's answers listed (the page's appearances). */
  listed: string[];
  /** The surrogate keys of the answers it read: a kept copy of the page carries them all. */
  keys: Set<string>;
  /** False once a directory answer came without its keys (a late one, not public). */
  keysComplete: boolean;
  /**
   * The version of the site's shared content (`site`) read before this render: its answers
   * (the reference lists, the FAQ) are read once per version, not once per page.
   */
  siteVersion: number | undefined;
}

/** The site's shared answers, the same for every page until `site`'s version changes. */
interface SharedAnswer {
  status: number;
  body: Buffer;
  contentType: string;
  /** Its `Surrogate-Key` header: what a purge names to end it, and so the page showing it. */
  surrogateKey: string;
  /** Its JSON, parsed (and frozen) the first time a render reads it: once per version. */
  parsed?: unknown;
}

/** Freezes `value` and everything in it: a value every render shares must stay as it was read. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * An answer whose JSON value is at hand, whose `json()` resolves with that value itself: a
 * shared answer parsed once for every render at the site's version (the reference lists, some
 * 25 kB, are otherwise parsed again for every page), frozen, so no render can change what the
 * next one reads and the page's state may keep its JSON (apps/web/src/app/server-state.ts); or
 * an answer primed for this page alone.
 */
function jsonValueResponse(value: unknown, init: ResponseInit): Response {
  return Object.assign(new Response(null, init), { json: () => Promise.resolve(value) });
}

const isJson = (contentType: string) => contentType.startsWith('application/json');

/** Who a page is rendered for, as the API calls the render makes should see them. */
interface PageVisitor {
  userAgent: string | undefined;
  /** The client's address as this server resolved it (behind a trusted proxy, the client's). */
  clientIp: string;
}

/**
 * The signed-in person a page is for, seen only by what the server alone renders for browsers
 * without JavaScript (the header's account controls); null for a guest or a stranger.
 */
export interface PageViewer {
  email: string;
  name: string;
}

export interface RenderedDocument {
  /** The page, as the UTF-8 bytes sent. */
  html: Buffer;
  /** The API paths (with their queries) the page's data came from. */
  apiPaths: string[];
  /**
   * The organizations the directory's answers listed: what a kept copy of the page counts as
   * appearances when it is served again without asking the directory.
   */
  listed: string[];
  /** The surrogate keys of every API answer the page read (primed ones aside). */
  keys: string[];
  /**
   * Whether `keys` names everything the page shows: false when a directory answer it read
   * came without keys (plugins/late-public-answers.ts), so a copy of the page must not be kept.
   */
  keysComplete: boolean;
  /** What every page the renderer makes begins with, compressed once (none without one). */
  gzipPrefix?: GzipPrefix;
}

/** The directory's answer (any query): what it listed. */
const LISTING_PATH = /^\/api\/organizations(?:\?|$)/;
function listedIn(body: Buffer): string[] {
  try {
    const answer = JSON.parse(body.toString('utf8')) as {
      data?: { items?: Array<{ id?: unknown }> };
    };
    return (answer.data?.items ?? []).flatMap((item) =>
      typeof item.id === 'string' ? [item.id] : [],
    );
  } catch {
    return [];
  }
}

interface PageRenderer {
  /**
   * The page at `url` with `headHtml` (its title, description, links) in its head, its app
   * rendered into the template the renderer was made with. The visitor's user agent and
   * address are passed on to the API calls the page makes, so what counts people (the
   * directory's appearances, once per client) can tell a crawler's render and one client from
   * another. `primed` answers API paths the page would otherwise request.
   */
  render(
    url: string,
    headHtml: string,
    options?: {
      visitor?: PageVisitor | undefined;
      viewer?: PageViewer | null;
      primed?: ReadonlyMap<string, unknown>;
      siteVersion?: number | undefined;
    },
  ): Promise<RenderedDocument>;
  /** The template with what every rendered page changes in it done once. */
  template: string;
}

/**
 * The template cut where each page's own parts go, every fixed piece encoded once: a page is
 * then its bytes and the page's own, joined, instead of a string of some 100 kB (most of it the
 * inlined stylesheet) built, scanned and encoded again for every render.
 */
interface PageShell {
  /** Up to the page's head. */
  beforeHead: Buffer;
  /** Between the page's head and its preload links: the same for every page. */
  afterHead: string;
  /** From `</head>` to the root element's opening tag, included. */
  toRoot: Buffer;
  /** After the root element. */
  afterRoot: Buffer;
}

function cutShell(template: string): PageShell {
  // The head goes where injectHead puts it, which is also where a page without the
  // renderer has it (static-spa.ts).
  const marked = injectHead(template, HEAD_MARK);
  const markAt = marked.indexOf(HEAD_MARK);
  const rest = marked.slice(markAt + HEAD_MARK.length);
  const headEnd = rest.indexOf('</head>');
  const rootAt = rest.indexOf(ROOT_ELEMENT, headEnd);
  if (markAt < 0 || headEnd < 0 || rootAt < 0) {
    throw new Error(`index.html has no </head> followed by ${ROOT_ELEMENT}`);
  }
  return {
    beforeHead: Buffer.from(marked.slice(0, markAt)),
    afterHead: rest.slice(0, headEnd),
    toRoot: Buffer.from(`${rest.slice(headEnd, rootAt)}<div id="root">`),
    afterRoot: Buffer.from(rest.slice(rootAt + ROOT_ELEMENT.length)),
  };
}

/**
 * The code a page needs beyond the entry's: the page module's chunk and everything it imports,
 * as the build manifest lists them, so the browser fetches them at once instead of one after
 * another once the entry has run.
 */
function preloadTagsFor(modules: string[], manifest: Manifest, document: string): string[] {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  // The entry's own chunks are already named by index.html.
  const named = (file: string) => document.includes(`/${file}"`);
  return [
    ...[...styles]
      .filter((file) => !named(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...files]
      .filter((file) => !named(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
  ];
}

/**
 * A rendered page is whole and usable before its scripts run (links and forms work without
 * them), so they are fetched at low priority: on a slow connection the HTML and its images
 * come first, and hydration follows instead of holding back the first paint.
 */
function withScriptsAfterContent(document: string): string {
  return document
    .replace(
      /<script type="module" (?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low" ',
    )
    .replace(
      /<link rel="modulepreload" (?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low" ',
    );
}

/**
 * Renders pages with the web app's own server entry: React's server renderer over the same
 * route tree as the browser, with the page's data fetched in-process from this server's API (as
 * a stranger: no cookies travel, so a page never shows one visitor's data to another).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: {
    webRoot: string;
    serverEntry: string;
    site: SiteConfig;
    /** index.html, its stylesheets inlined. */
    template: string;
  },
): Promise<PageRenderer> {
  if (!existsSync(options.serverEntry)) {
    throw new Error(
      `The web app's server build is missing: ${options.serverEntry}. Run "npm run build" first.`,
    );
  }
  const entry = (await import(pathToFileURL(options.serverEntry).href)) as ServerEntry;
  const manifest = JSON.parse(
    readFileSync(join(options.webRoot, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;

  let sharedAnswers = { version: -1, answers: new Map<string, Promise<SharedAnswer>>() };
  /** The site path's answer at this version: asked once, shared by the renders that need it. */
  function sharedAnswer(url: string, version: number, ask: () => Promise<SharedAnswer>) {
    if (sharedAnswers.version !== version) sharedAnswers = { version, answers: new Map() };
    let answer = sharedAnswers.answers.get(url);
    if (!answer) {
      answer = ask();
      sharedAnswers.answers.set(url, answer);
      // A failure is not kept: the next page asks again.
      const answers = sharedAnswers.answers;
      answer.then(
        (result) => result.status !== 200 && answers.delete(url),
        () => answers.delete(url),
      );
    }
    return answer;
  }

  entry.configureServerRendering({
    site: options.site,
    async transport(url, init) {
      const context = renderingFor.getStore();
      const visitor = context?.visitor;
      const method = init.method ?? 'GET';
      if (context && method === 'GET') {
        context.fetched.push(url);
        const primed = context.primed.get(url);
        if (primed !== undefined) {
          return jsonValueResponse(primed, {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          });
        }
      }
      const ask = async (): Promise<SharedAnswer> => {
        const response = await app.inject({
          method: method as 'GET',
          url,
          headers: {
            accept: 'application/json',
            ...(visitor?.userAgent ? { 'user-agent': visitor.userAgent } : {}),
          },
          ...(visitor ? { remoteAddress: visitor.clientIp } : {}),
        });
        return {
          status: response.statusCode,
          body: response.rawPayload,
          contentType: String(response.headers['content-type'] ?? ''),
          surrogateKey: String(response.headers['surrogate-key'] ?? ''),
        };
      };
      const shared =
        method === 'GET' && context?.siteVersion !== undefined && isSitePath(url)
          ? sharedAnswer(url, context.siteVersion, ask)
          : undefined;
      const answer = await (shared ?? ask());
      if (context && answer.status === 200 && LISTING_PATH.test(url)) {
        context.listed.push(...listedIn(answer.body));
        if (!answer.surrogateKey) context.keysComplete = false;
      }
      for (const key of answer.surrogateKey.split(' ')) if (key) context?.keys.add(key);
      if (shared && answer.status === 200 && isJson(answer.contentType)) {
        answer.parsed ??= deepFreeze(JSON.parse(answer.body.toString('utf8')));
        return jsonValueResponse(answer.parsed, {
          status: answer.status,
          headers: { 'content-type': answer.contentType },
        });
      }
      const empty = answer.status === 204 || answer.status === 304;
      return new Response(empty ? null : new Uint8Array(answer.body), {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      });
    },
  });

  // The browser's entry only starts the app, by importing it once the page has painted
  // (entry-client.tsx): the app's code is preloaded with every page, so it is there by then.
  const appModules = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => chunk.dynamicImports ?? []);

  const publicOrigin = new URL(options.site.publicUrl).origin;

  const template = withScriptsAfterContent(options.template);
  const shell = cutShell(template);
  // Most of it the inlined stylesheet: a page's copy compresses only what follows it.
  const gzipPrefix = prepareGzipPrefix(shell.beforeHead);

  // A page's preloads depend only on its modules (the build is fixed): worked out once each.
  const preloadsByPage = new Map<string, string>();
  const preloadsFor = (modules: string[]) => {
    const key = modules.join(' ');
    let tags = preloadsByPage.get(key);
    if (tags === undefined) {
      tags = preloadTagsFor([...appModules, ...modules], manifest, template).join('\n    ');
      preloadsByPage.set(key, tags);
    }
    return tags;
  };

  return {
    template,

    async render(url, headHtml, { visitor, viewer = null, primed = new Map(), siteVersion } = {}) {
      const context: RenderContext = {
        visitor,
        primed,
        fetched: [],
        listed: [],
        keys: new Set(),
        keysComplete: true,
        siteVersion,
      };
      // Appended, not resolved: `//x` is a path here, never another host.
      const result = await renderingFor.run(context, () =>
        entry.render(new Request(`${publicOrigin}${url}`), { viewer }),
      );

      const preloads = preloadsFor(result.routeModules);
      const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${result.stateJson}</script>`;
      const html = Buffer.concat([
        shell.beforeHead,
        Buffer.from(`${headHtml}${shell.afterHead}  ${preloads}\n  `),
        shell.toRoot,
        result.html,
        Buffer.from(`</div>\n    ${state}`),
        shell.afterRoot,
      ]);
      return {
        html,
        apiPaths: context.fetched,
        listed: context.listed,
        keys: [...context.keys],
        keysComplete: context.keysComplete,
        gzipPrefix,
      };
    },
  };
}
