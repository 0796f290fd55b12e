import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.js';
import {
  apiTags,
  authEndpointPaths,
  completeDocument,
  documentRoute,
  securitySchemes,
} from './openapi-document.js';
import { referenceScript, referenceStylesheet } from './reference-theme.js';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_REFERENCE_PATH = '/api/docs';

const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .describe('This API’s OpenAPI 3.1 document.');

/**
 * The API reference: an OpenAPI 3.1 document generated from the zod schemas the routes
 * validate and serialize with, at /api/openapi.json, and Swagger UI reading it at /api/docs.
 * Registered before any route, since the document is made of the routes it sees registered.
 */
export async function registerApiDocs(app: FastifyInstance, config: AppConfig): Promise<void> {
  const secureCookies = config.publicUrl.startsWith('https://');
  const title = `${config.site.productName} Profiles API`;
  // Built now, so an allowlist and a reference that disagree stop the app from starting.
  const authPaths = authEndpointPaths();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title,
        version: '1.0.0',
        description:
          'Every success is wrapped in `data`; every failure is `{ "error": { "code", "message", "details"? } }` with a stable `code` (Better Auth’s endpoints under /api/auth answer `{ "code", "message" }`). Requests and responses are JSON, except image uploads (multipart) and the crawler files.',
      },
      // This deployment's own address: the document describes the server that serves it.
      servers: [{ url: config.publicUrl, description: `${config.site.productName} Profiles` }],
      tags: apiTags.map((tag) => ({ ...tag })),
      components: { securitySchemes: securitySchemes(secureCookies) },
    },
    transform: documentRoute,
    transformObject: completeDocument(authPaths),
  });

  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    // The base layout: no top bar offering to load other documents, no third-party logo.
    // Without deep links: they put a link inside each operation's toggle button, a control
    // within a control that screen readers cannot reach.
    uiConfig: { layout: 'BaseLayout', deepLinking: false, docExpansion: 'list' },
    theme: { title: `${title} reference`, css: [referenceStylesheet], js: [referenceScript] },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    OPENAPI_DOCUMENT_PATH,
    {
      schema: {
        operationId: 'getOpenApiDocument',
        summary: 'This API reference, as an OpenAPI 3.1 document',
        tags: ['API reference'],
        response: { 200: openApiDocumentSchema },
      },
    },
    async (_request, reply) => {
      // It changes only with a deployment.
      reply.header('cache-control', 'public, max-age=300');
      return app.swagger() as z.infer<typeof openApiDocumentSchema>;
    },
  );
}
