/** The api-docs module's public surface: the OpenAPI document and the reference. */
export { registerApiDocs } from './api-docs.js';
