import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findProblems, headingAnchors } from './check-doc-references.mjs';

const check = (files) => findProblems(Object.keys(files), (file) => files[file]);

test('accepts references to files and headings the repository holds', () => {
  const problems = check({
    'docs/guide.md': '# Guide\n\n## Organization fields\n\nSee [the plan](../README.md).\n',
    'README.md': 'Read docs/guide.md#organization-fields and SECURITY.md.\n',
    'SECURITY.md': '# Security\n',
    'src/a.ts': '// Rules: docs/guide.md. Elsewhere: https://example.org/notes/x.md\n',
  });
  assert.deepEqual(problems, []);
});

test('names the file and line of a missing document, a missing heading and an outside citation', () => {
  const problems = check({
    'docs/guide.md': '# Guide\n',
    'src/a.ts': 'const a = 1;\n// See docs/missing.md.\n',
    'src/b.ts': '// docs/guide.md#nowhere\n',
    'src/c.ts': '/** Limits of spec section 9. */\n',
  });
  assert.equal(problems.length, 3);
  assert.match(problems[0], /^src\/a\.ts:2: "docs\/missing\.md" is not a file/);
  assert.match(problems[1], /^src\/b\.ts:1: "docs\/guide\.md#nowhere" names no heading/);
  assert.match(problems[2], /^src\/c\.ts:1: "spec section"/);
});

test('makes the anchors GitHub makes', () => {
  assert.deepEqual(
    [...headingAnchors('# Sign-in and account messages\n## Plans\n## Plans\n```\n# not\n```\n')],
    ['sign-in-and-account-messages', 'plans', 'plans-1'],
  );
});
