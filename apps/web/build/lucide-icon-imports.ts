import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Each icon's export names (`X`, `XIcon`, `LucideX`) to its module's name (`x`). */
function iconModules(): Map<string, string> {
  const packageJson = createRequire(import.meta.url).resolve('lucide-react/package.json');
  const index = readFileSync(join(packageJson, '..', 'dist/esm/lucide-react.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) modules.set(name!, file!);
  }
  return modules;
}

const ICON_IMPORT = /import \{([^}]+)\} from ["']lucide-react["'];?/g;

/**
 * Imports each icon from its own module (`lucide-react/icons/x`) instead of the package's index.
 * The bundle is the same, but the import graph now says which icons a module uses, so the code
 * splitting (chunks.ts) can put a landing page's icons in its first-load file instead of one
 * tiny file per icon.
 */
export function lucideIconImports(): Plugin {
  let modules: Map<string, string> | undefined;
  return {
    name: 'catalyst:lucide-icon-imports',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        modules ??= iconModules();
        const known = modules;
        const rewritten = code.replace(ICON_IMPORT, (statement, specifiers: string) => {
          const imports = specifiers
            .split(',')
            .map((specifier) => specifier.trim())
            .filter(Boolean)
            .map((specifier) => {
              const [name, local = name] = specifier.split(/\s+as\s+/) as [string, string?];
              const file = known.get(name);
              return file ? `import ${local} from 'lucide-react/icons/${file}';` : undefined;
            });
          // Anything else the index alone has (none today): left as it was. The statement's
          // line breaks are kept, so the lines after it keep their numbers in source maps.
          if (!imports.every(Boolean)) return statement;
          return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
