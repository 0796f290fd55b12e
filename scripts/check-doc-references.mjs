#!/usr/bin/env node
/**
 * Keeps the repository explaining itself (run by `npm run lint`): every `.md` file a source or
 * document names must exist in the repository (and a `#section` after it must be one of its
 * headings); every other file or folder a document or a comment names (a path from a top-level
 * folder such as apps/ or docs/, or a source file by its name) must be one the repository holds
 * or one git ignores as built; and no file may cite a document the repository does not hold in
 * place of its own docs/ (see docs/architecture.md#documentation). Prints each problem as
 * file:line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Citations of notes kept outside the repository; say the rule or cite docs/ instead. */
export const FORBIDDEN = [
  { pattern: /\bspec sections?\b/i, why: 'cites a section of an outside specification' },
  { pattern: /\bthe spec(?:['’]s)?\b(?!-)/i, why: 'cites an outside specification' },
  { pattern: /\bthe specification\b/i, why: 'cites an outside specification' },
  { pattern: /(?:\/\/|^\s*\*)\s*spec:/i, why: 'cites an outside specification' },
  { pattern: /product-spec/i, why: 'cites an outside specification' },
  { pattern: /\bARCHITECTURE\.md\b/, why: 'cites an outside note (docs/architecture.md is ours)' },
  { pattern: /\bVERSIONS\.md\b/, why: 'cites an outside note' },
];

/**
 * Files of other projects that comments name on purpose, by the name they give: the data
 * apps/server/scripts/generate-place-names.mjs reads from the world-countries package.
 */
const ELSEWHERE = new Set(['countries.json', 'package/countries.json']);

/** Files that hold text people read: sources, configuration, documents. */
const CHECKED = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html|sh|sql)$|(?:^|\/)\.env\.example$|^\.ci\//;
/** Generated or vendored text, and this check's own patterns. */
const SKIPPED =
  /(?:^|\/)(?:package-lock\.json|node_modules\/)|^apps\/server\/src\/db\/migrations\/meta\/|^scripts\/check-doc-references(?:\.test)?\.mjs$/;

/** A path ending in `.md`, with the `#section` that may follow it. */
const MD_REFERENCE =
  /(?<![\w./-])((?:\.{1,2}\/|[\w@-][\w.@-]*\/)*[\w.-]*\w\.md)(?:#([\w-]+))?(?![\w])/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

/**
 * A file of a type the repository keeps sources and settings in, by its name or a path to it:
 * `merge-classes.ts`, `src/lib/merge-classes.ts`, `../test/factories.ts`. Not after a
 * character that makes it part of something else (a longer path, a glob's `*.routes.ts`, a
 * placeholder's `<name>.ts`, a template's `${name}.ts`).
 */
const FILE_REFERENCE =
  /(?<![\w./@~$:*<>{}\\-])((?:\.{1,2}\/)*(?:[\w@-][\w.@-]*\/)*[\w@-][\w.@-]*\.(?:[cm]?[jt]sx?|json|css|html|sql|sh|ya?ml|vcl|vtc|cfg))(?![\w/-])/g;

/** A product's name that reads like a file: Node.js. */
const PRODUCT_NAME = /^[A-Z]\w*\.js$/;

/**
 * What follows a path that stands for many (a glob, a placeholder such as `<module>` or `{id}`,
 * an ellipsis) or that code builds (`${…}`): not one file to check.
 */
const PLACEHOLDER_AFTER = /^(?:[*<{[$…]|\.\.\.)/;

/**
 * Where a file's comments are, by its name: JavaScript-like sources and stylesheets (strings
 * skipped), HTML, SQL, and files commented with `#` (shell, YAML, the proxies' configurations).
 */
const COMMENT_SYNTAX = [
  { files: /\.[cm]?[jt]sx?$/, syntax: 'js' },
  { files: /\.css$/, syntax: 'css' },
  { files: /\.vcl$/, syntax: 'vcl' },
  { files: /\.html$/, syntax: 'html' },
  { files: /\.sql$/, syntax: 'sql' },
  { files: /\.(?:ya?ml|sh|cfg|vtc)$|(?:^|\/)\.env\.example$|^\.ci\//, syntax: 'hash' },
];

/** What may come before a `/` that starts a regular expression rather than a division. */
const BEFORE_REGEX = new Set([...'(,=:[!&|?{};+-*%<>~^', '']);

/**
 * The text of `source`'s comments, in a language with `/* *\/` block comments and, unless
 * `lineComments` is false, `//` line comments (and `#` ones with `hashComments`); everything
 * else is blanked and every line stays where it was. Strings, template literals and regular
 * expressions are stepped over, not read.
 */
function cLikeComments(source, { lineComments = true, hashComments = false } = {}) {
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  let out = '';
  let at = 0;
  let previous = '';
  while (at < source.length) {
    const char = source[at];
    const next = source[at + 1];
    let end = at + 1;
    let comment = false;
    if (char === '/' && next === '*') {
      end = source.indexOf('*/', at + 2);
      end = end === -1 ? source.length : end + 2;
      comment = true;
    } else if ((lineComments && char === '/' && next === '/') || (hashComments && char === '#')) {
      end = source.indexOf('\n', at);
      if (end === -1) end = source.length;
      comment = true;
    } else if (char === '"' || char === "'" || (char === '`' && lineComments)) {
      while (end < source.length && source[end] !== char) {
        if (source[end] === '\\') end += 1;
        else if (source[end] === '\n' && char !== '`') break;
        end += 1;
      }
      end += 1;
    } else if (char === '/' && lineComments && BEFORE_REGEX.has(previous)) {
      let inClass = false;
      while (end < source.length && source[end] !== '\n') {
        if (source[end] === '\\') end += 1;
        else if (source[end] === '[') inClass = true;
        else if (source[end] === ']') inClass = false;
        else if (source[end] === '/' && !inClass) break;
        end += 1;
      }
      end += 1;
    }
    const taken = source.slice(at, end);
    out += comment ? taken : blank(taken);
    const last = taken.trim().at(-1);
    if (!comment && last) previous = /[\w$)\]]/.test(last) ? 'value' : last;
    at = end;
  }
  return out;
}

/** The text of `file`'s comments, each line where it was; a document's whole text. */
export function commentsOf(file, text) {
  if (file.endsWith('.md')) return text;
  const syntax = COMMENT_SYNTAX.find(({ files }) => files.test(file))?.syntax;
  if (syntax === 'js') return cLikeComments(text);
  if (syntax === 'css') return cLikeComments(text, { lineComments: false });
  if (syntax === 'vcl') return cLikeComments(text, { hashComments: true });
  if (syntax === 'html') {
    return text.replace(/<!--[\s\S]*?-->|[^\n]/g, (match) => (match.length > 1 ? match : ' '));
  }
  const marker = { sql: /--.*$/, hash: /(?:^|\s)#.*$/ }[syntax];
  if (!marker) return '';
  return text
    .split('\n')
    .map((line) => marker.exec(line)?.[0] ?? '')
    .join('\n');
}

/** GitHub's anchors of a Markdown file's headings (lower-cased, punctuation dropped). */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * The problems of `files` (repository-relative paths): `read(path)` gives a file's text.
 *
 * A `.md` reference resolves against the citing file's folder, then the repository root, and
 * a bare name may be any tracked file of that name.
 *
 * Documents and comments are also read for other files and folders. A path from a top-level
 * folder (`apps/web/src/app/routes.tsx`, `docs/decisions/`, `docs/decisions/0014` for the
 * record of that number) must be a tracked file or a folder holding one. Any other file
 * reference (`auth-bridge.ts`, `src/lib/merge-classes.ts`, `./json-body.ts`) must be the end of
 * a tracked file's path, or, starting with `.`, resolve to one from the citing file's folder.
 * Either may instead be a path `isIgnored(path)` says git ignores (a build's output, test
 * results): a relative one is asked about from the citing file's folder. A path in quotes is
 * code a comment shows (`export * from './x.js'`), not a citation.
 */
export function findProblems(files, read, { isIgnored = () => false } = {}) {
  const tracked = new Set(files);
  const folders = new Set();
  /** Every tail of every tracked path: `app.ts`, `src/app.ts`, `server/src/app.ts`, … */
  const tails = new Set(files);
  for (const file of files) {
    for (let at = file.indexOf('/'); at !== -1; at = file.indexOf('/', at + 1)) {
      folders.add(file.slice(0, at));
      tails.add(file.slice(at + 1));
    }
  }
  const topFolders = [...folders].filter((folder) => !folder.includes('/'));
  const escapedTops = topFolders.map((folder) => folder.replace(/\./g, '\\.'));
  const rootedPath = new RegExp(
    `(?<![\\w./@~$:*<>{}\\\\-])((?:${escapedTops.join('|')})\\/[\\w.@/-]*)`,
    'g',
  );
  const isRooted = (reference) => topFolders.includes(reference.split('/')[0]);

  const byName = new Map();
  for (const file of files) {
    if (!file.endsWith('.md')) continue;
    const name = posix.basename(file);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  const anchorsOf = new Map();
  const anchors = (file) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(read(file)));
    return anchorsOf.get(file);
  };

  const resolve = (from, reference) => {
    if (reference.startsWith('/')) return undefined;
    const candidates = [posix.normalize(posix.join(posix.dirname(from), reference))];
    if (!reference.startsWith('.')) candidates.push(posix.normalize(reference));
    const found = candidates.find((candidate) => tracked.has(candidate));
    if (found) return found;
    const sameName = reference.includes('/') ? undefined : byName.get(reference);
    return sameName?.length === 1 ? sameName[0] : sameName?.[0];
  };

  /** Whether a path from a top-level folder names what the repository holds. */
  const holdsRooted = (path) => {
    if (tracked.has(path) || folders.has(path)) return true;
    if (!/\/\d+$/.test(path)) return isIgnored(path);
    const prefix = `${path}-`;
    return files.some((file) => file.startsWith(prefix) && !file.includes('/', prefix.length));
  };
  /** Whether a file named without a top-level folder is one the repository holds. */
  const holdsRelative = (from, reference) => {
    if (ELSEWHERE.has(reference) || PRODUCT_NAME.test(reference)) return true;
    const fromHere = posix.normalize(posix.join(posix.dirname(from), reference));
    if (reference.startsWith('.')) return tracked.has(fromHere) || isIgnored(fromHere);
    return tails.has(reference) || isIgnored(fromHere);
  };

  /** The files and folders a line of a document or comment names, without `.md` ones. */
  const referencesIn = (line) => {
    const text = line.replace(URL, (url) => ' '.repeat(url.length));
    const found = [];
    for (const pattern of [rootedPath, FILE_REFERENCE]) {
      for (const match of text.matchAll(pattern)) {
        const reference = match[1].replace(/[.-]+$/, '');
        const after = text.slice(match.index + match[1].length);
        const before = text[match.index - 1];
        const quoted = (before === "'" || before === '"') && after.startsWith(before);
        if (quoted || PLACEHOLDER_AFTER.test(after) || reference.endsWith('.md')) continue;
        const rooted = isRooted(reference);
        // Rooted paths are the first pattern's; `..` inside one is no path of ours.
        if (rooted !== (pattern === rootedPath) || (rooted && reference.includes('..'))) continue;
        found.push({ reference: reference.replace(/\/$/, ''), rooted });
      }
    }
    return found;
  };

  const problems = [];
  for (const file of files) {
    const commented = file.endsWith('.md') || COMMENT_SYNTAX.some(({ files }) => files.test(file));
    if (SKIPPED.test(file) || !(commented || CHECKED.test(file))) continue;
    const text = read(file);
    commentsOf(file, text)
      .split('\n')
      .forEach((line, index) => {
        for (const { reference, rooted } of referencesIn(line)) {
          if (rooted ? holdsRooted(reference) : holdsRelative(file, reference)) continue;
          problems.push(
            `${file}:${index + 1}: "${reference}" is not a file or folder of this repository`,
          );
        }
      });
    if (!CHECKED.test(file)) continue;
    text.split('\n').forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      for (const { pattern, why } of FORBIDDEN) {
        const match = pattern.exec(line);
        if (match) problems.push(`${at}: "${match[0]}" ${why}; cite docs/ or a decision record`);
      }
      for (const match of line.replace(URL, '').matchAll(MD_REFERENCE)) {
        const [, reference, anchor] = match;
        const target = resolve(file, reference);
        if (!target) {
          problems.push(`${at}: "${reference}" is not a file of this repository`);
        } else if (anchor && !anchors(target).has(anchor)) {
          problems.push(`${at}: "${reference}#${anchor}" names no heading of ${target}`);
        }
      }
    });
  }
  return problems;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = listed.split('\0').filter(Boolean);
  // A file deleted in the working tree is still in the index until it is staged.
  const existing = files.filter((file) => existsSync(join(root, file)));
  const ignored = new Map();
  const problems = findProblems(existing, (file) => readFileSync(join(root, file), 'utf8'), {
    // As a file or as a folder: `dist/` ignores apps/web/dist only once a build has made it.
    isIgnored: (path) => {
      if (!ignored.has(path)) {
        const gitIgnores = (name) =>
          spawnSync('git', ['check-ignore', '--quiet', '--no-index', '--', name], { cwd: root })
            .status === 0;
        ignored.set(path, gitIgnores(path) || gitIgnores(`${path}/`));
      }
      return ignored.get(path);
    },
  });
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\ncheck-doc-references: ${problems.length} problem(s). Name files this repository holds ` +
        '(docs/product/*.md, docs/architecture.md, docs/decisions/*.md) or state the rule itself.',
    );
    process.exit(1);
  }
  console.log(`check-doc-references: ${existing.length} files, every reference holds.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
