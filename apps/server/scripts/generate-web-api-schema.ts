/**
 * `npm run openapi:types`: regenerates apps/web/src/lib/api-schema.d.ts, the web's types of
 * the API, from the document a production server publishes (openapi-document.ts). Run it
 * after changing a route's schema; a server test fails while the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { exportOpenApiDocument } from './openapi-document.js';
import { WEB_API_SCHEMA_FILE, webApiSchemaSource } from './web-api-schema.js';

writeFileSync(WEB_API_SCHEMA_FILE, await webApiSchemaSource(await exportOpenApiDocument()));
console.log(`API types written to ${WEB_API_SCHEMA_FILE}.`);
