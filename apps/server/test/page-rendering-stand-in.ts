import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web's server build that reads what the real pages read, through the
 * transport the server gives it (the API, in-process), and writes what it read into the page:
 * the home page the reference lists and the directory's first page for the address's query,
 * a profile page its organization and open roles. Each render is counted in
 * `globalThis.standInRenders`, so a test sees which answers came from memory, and the home
 * page's category list is left in `globalThis.standInCategories`; a test may set
 * `globalThis.standInWhileRendering` to act between a render's reads and its answer.
 */
const SERVER_ENTRY = `
let transport;
export function configureServerRendering(options) { transport = options.transport; }
async function read(path) {
  const response = await transport(path, { method: 'GET' });
  return { status: response.status, body: await response.json() };
}
export async function render(request) {
  globalThis.standInRenders = (globalThis.standInRenders ?? 0) + 1;
  const url = new URL(request.url);
  const ref = /^\\/organizations\\/([^/]+)/.exec(url.pathname)?.[1];
  let html = '<main>page</main>';
  if (url.pathname === '/') {
    const categories = await read('/api/categories');
    globalThis.standInCategories = categories.body;
    const listing = await read('/api/organizations' + url.search);
    html = '<main>' + listing.body.data.items.map((item) => '<h2>' + item.name + '</h2>').join('') +
      '<nav>' + categories.body.data.map((category) => category.name).join(', ') + '</nav></main>';
  } else if (ref) {
    const profile = await read('/api/organizations/' + ref);
    const roles = await read('/api/organizations/' + ref + '/roles');
    html = profile.status === 200
      ? '<main><h1>' + profile.body.data.name + '</h1><p>' + profile.body.data.description + '</p>' +
        (roles.status === 200 ? roles.body.data.map((role) => '<h3>' + role.title + '</h3>').join('') : '') + '</main>'
      : '<main>status ' + profile.status + '</main>';
  } else if (url.pathname === '/contact') {
    // A page that reads what no version covers: never kept.
    await read('/api/newsletter/whatever');
  }
  // A test may act while a page is being rendered, after its data was read.
  await globalThis.standInWhileRendering?.(url.pathname);
  return { html: new TextEncoder().encode(html), stateJson: '{}', routeModules: [] };
}
`;

/** The category list's answer as the stand-in's last home page render read it. */
export function standInCategoriesRead(): unknown {
  return (globalThis as { standInCategories?: unknown }).standInCategories;
}

/** How many pages the stand-in has rendered in this process. */
export function standInRenders(): number {
  return (globalThis as { standInRenders?: number }).standInRenders ?? 0;
}

/** A web build folder with the stand-in server entry: pass to buildTestApp; remove when done. */
export function makeStandInWebBuild(): { webRoot: string; webServerEntry: string; remove(): void } {
  const webRoot = mkdtempSync(join(tmpdir(), 'catalyst-pages-'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const webServerEntry = join(webRoot, 'entry-server.mjs');
  writeFileSync(webServerEntry, SERVER_ENTRY);
  return {
    webRoot,
    webServerEntry,
    remove: () => rmSync(webRoot, { recursive: true, force: true }),
  };
}
