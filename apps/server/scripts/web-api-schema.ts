import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** The web's types of the API, generated from the document and committed beside its client. */
export const WEB_API_SCHEMA_FILE = fileURLToPath(
  new URL('../../web/src/lib/api-schema.d.ts', import.meta.url),
);

/** The part of openapi-typescript used here (it is the web's dev dependency, not ours). */
interface OpenApiTypescript {
  default(schema: object): Promise<unknown>;
  astToString(ast: unknown): string;
  COMMENT_HEADER: string;
}

/**
 * The TypeScript types openapi-typescript makes of the document (`paths`, `components`,
 * `operations`), formatted as the repository formats its files, so the committed file and a
 * fresh generation compare byte for byte.
 */
export async function webApiSchemaSource(document: object): Promise<string> {
  const fromWeb = createRequire(new URL('../../web/package.json', import.meta.url));
  const openapiTypescript = fromWeb('openapi-typescript') as OpenApiTypescript;
  const ast = await openapiTypescript.default(document);
  const source = `${openapiTypescript.COMMENT_HEADER}${openapiTypescript.astToString(ast)}`;
  const options = await resolveConfig(WEB_API_SCHEMA_FILE);
  return format(source, { ...options, filepath: WEB_API_SCHEMA_FILE });
}
