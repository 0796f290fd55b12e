import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commentsOf, findProblems, headingAnchors } from './check-doc-references.mjs';

const check = (files, options) => findProblems(Object.keys(files), (file) => files[file], options);

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

/** The files of a small repository, each a comment or a document citing others. */
const repository = {
  'apps/server/src/app.ts': 'export const app = 1;\n',
  'apps/server/src/lib/fetch-headers.ts': 'export {};\n',
  'apps/web/src/app/routes.test.tsx': 'export {};\n',
  'eslint/server-boundaries.js': 'export {};\n',
  'docs/decisions/0014-discovery-index-in-process.md': '# 14. Discovery\n',
  '.ci/run': '#!/usr/bin/env bash\n',
  'package.json': '{}\n',
};

test('accepts paths of any type the repository holds, from a top-level folder or by name', () => {
  const problems = check({
    ...repository,
    'docs/guide.md': [
      '`apps/server/src/lib/fetch-headers.ts`, eslint/server-boundaries.js and',
      '`apps/web/src/app/routes.test.tsx`; the folders apps/server/src/ and docs/decisions;',
      'decision docs/decisions/0014; .ci/run; `fetch-headers.ts` and `src/app.ts` by name;',
      'package.json at the root.',
    ].join('\n'),
    'apps/server/src/b.ts': [
      '// See apps/server/src/app.ts and ./lib/fetch-headers.ts (and ../src/app.ts).',
      '/* eslint/server-boundaries.js, in a block',
      ' * comment: apps/web/src/app/routes.test.tsx. */',
      'export const b = 1;',
    ].join('\n'),
  });
  assert.deepEqual(problems, []);
});

test('names the file and line of a cited path the repository does not hold', () => {
  const problems = check({
    ...repository,
    'docs/guide.md': '# Guide\n\nRead `apps/server/src/lib/foo.ts`.\nAnd eslint/gone.js.\n',
    'README.md': 'The routes: apps/web/src/app/routes.tsx; the records: docs/old-decisions/.\n',
    'apps/server/src/b.ts': 'const a = 1;\n\n// Kept in step with step-up-sign-in.ts.\n',
    'apps/server/src/c.ts': '/**\n * Built by scripts/build-all.mjs.\n */\n',
    '.ci/run': '#!/usr/bin/env bash\n# Lints as .ci/lint does.\n',
  });
  assert.deepEqual(problems, [
    '.ci/run:2: ".ci/lint" is not a file or folder of this repository',
    'docs/guide.md:3: "apps/server/src/lib/foo.ts" is not a file or folder of this repository',
    'docs/guide.md:4: "eslint/gone.js" is not a file or folder of this repository',
    'README.md:1: "apps/web/src/app/routes.tsx" is not a file or folder of this repository',
    'README.md:1: "docs/old-decisions" is not a file or folder of this repository',
    'apps/server/src/b.ts:3: "step-up-sign-in.ts" is not a file or folder of this repository',
    'apps/server/src/c.ts:2: "scripts/build-all.mjs" is not a file or folder of this repository',
  ]);
});

test('reads only the comments of a source, not its code and strings', () => {
  const problems = check({
    ...repository,
    'apps/server/src/b.ts': [
      "const built = 'apps/web/dist-old/index.html'; // the build's page",
      'const slash = "//"; const star = `/* apps/none.ts */`;',
      'const pattern = /\\/\\*/; // apps/server/src/app.ts',
      "import './missing.js';",
    ].join('\n'),
    'apps/web/src/index.css': '/* apps/web/src/gone.css */\n.a { background: url(x.png); }\n',
    'apps/server/src/db/migrations/0001_x.sql': '-- apps/server/src/gone.ts\nselect 1;\n',
  });
  assert.deepEqual(problems, [
    'apps/web/src/index.css:1: "apps/web/src/gone.css" is not a file or folder of this repository',
    'apps/server/src/db/migrations/0001_x.sql:1: "apps/server/src/gone.ts" is not a file or folder of this repository',
  ]);
});

test('passes over addresses, globs, placeholders, quoted code, products and ignored output', () => {
  const problems = check(
    {
      ...repository,
      'docs/guide.md': [
        'https://github.com/o/r/blob/main/apps/server/src/gone.ts and apps/*/package.json;',
        'apps/server/src/modules/<module>/index.ts, apps/server/src/modules/{name}.ts,',
        'apps/server/src/modules/… and apps/server/src/${name}.ts; `*.routes.ts` files;',
        'Node.js 20; run `node apps/server/dist/server.js` after a build of `dist/server.js`.',
      ].join('\n'),
      'apps/web/build/chunks.ts': "// An index that only re-exports (`export * from './x.js'`).\n",
    },
    { isIgnored: (path) => /(?:^|\/)dist\//.test(path) },
  );
  assert.deepEqual(problems, []);
});

test('finds the comments of each kind of file, line for line', () => {
  assert.equal(
    commentsOf('a.ts', "const a = '// no'; // yes\n/* one\n two */ const b = 2;\n"),
    '                   // yes\n/* one\n two */             \n',
  );
  assert.equal(commentsOf('a.yml', 'key: value # note\nurl: "a#b"\n'), ' # note\n\n');
  assert.equal(commentsOf('a.sql', 'select 1; -- why\n'), '-- why\n');
  assert.equal(commentsOf('index.html', '<p>x</p><!-- y -->\n'), '        <!-- y -->\n');
  assert.equal(commentsOf('a.json', '{"a": "// b"}\n'), '');
  assert.equal(commentsOf('a.md', 'All of it.\n'), 'All of it.\n');
});
