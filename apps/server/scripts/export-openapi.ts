/**
 * `npm run openapi:export -- <file>`: writes the API's OpenAPI document, as a production
 * server publishes it, to <file> (pretty-printed JSON), without starting a server. `npm run
 * lint` lints it with Redocly (redocly.yaml); `npm run openapi:types` types the web's API
 * calls from it (docs/decisions/0037-a-contract-that-says-what-the-server-enforces.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { exportOpenApiDocument } from './openapi-document.js';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run openapi:export -- <file>');
  process.exit(1);
}
const file = resolve(process.env['INIT_CWD'] ?? process.cwd(), target);
const document = await exportOpenApiDocument();
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document['paths'] as Record<string, object>).reduce(
  (count, item) => count + Object.keys(item).length,
  0,
);
console.log(`OpenAPI document written to ${file} (${operations} operations).`);
