#!/usr/bin/env node
/**
 * Keeps the repository explaining itself (run by `npm run lint`): every `.md` file a source or
 * document names must exist in the repository (and a `#section` after it must be one of its
 * headings), and no file may cite a document the repository does not hold in place of its own
 * docs/ (see docs/architecture.md#documentation). Prints each problem as file:line.
 */
import { execFileSync } from 'node:child_process';
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

/** Files that hold text people read: sources, configuration, documents. */
const CHECKED = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|css|html|sh|sql)$|(?:^|\/)\.env\.example$|^\.ci\//;
/** Generated or vendored text, and this check's own patterns. */
const SKIPPED =
  /(?:^|\/)(?:package-lock\.json|node_modules\/)|^apps\/server\/src\/db\/migrations\/meta\/|^scripts\/check-doc-references(?:\.test)?\.mjs$/;

/** A path ending in `.md`, with the `#section` that may follow it. */
const MD_REFERENCE =
  /(?<![\w./-])((?:\.{1,2}\/|[\w@-][\w.@-]*\/)*[\w.-]*\w\.md)(?:#([\w-]+))?(?![\w])/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

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
 * A `.md` reference resolves against the citing file's folder, then the repository root, and
 * a bare name may be any tracked file of that name.
 */
export function findProblems(files, read) {
  const tracked = new Set(files);
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

  const problems = [];
  for (const file of files) {
    if (!CHECKED.test(file) || SKIPPED.test(file)) continue;
    const lines = read(file).split('\n');
    lines.forEach((line, index) => {
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
  const problems = findProblems(existing, (file) => readFileSync(join(root, file), 'utf8'));
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
