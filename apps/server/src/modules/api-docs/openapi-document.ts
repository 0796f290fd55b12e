import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { apiErrorSchema } from '@catalyst/shared';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorMeanings,
  errorResponses,
  errorSchemas,
  type ErrorStatus,
} from '../../plugins/error-responses.js';
import { AUTH_BASE_PATH } from '../auth/index.js';
import {
  assertDescribesAllowlist,
  authEndpointDescriptions,
  authErrorSchema,
  documentPath,
  type AuthEndpointDescription,
} from './auth-endpoints.js';
import { inputsReadByRoutes } from './inputs-read-by-routes.js';

/** The tags operations are grouped by, in the order the reference shows them. */
export const apiTags = [
  { name: 'Organizations', description: 'The directory, and owners’ organizations.' },
  { name: 'Images', description: 'An organization’s logo, banner and category images.' },
  {
    name: 'Open roles',
    description:
      'An organization’s open roles: posted, edited, closed and reopened by its owners and editors; public while open, until their last day.',
  },
  {
    name: 'Milestones',
    description:
      'An organization’s timeline: dated milestones its owners and editors add, edit, reorder and delete; public with its profile.',
  },
  { name: 'Reference data', description: 'Categories, countries and the FAQ.' },
  { name: 'Newsletter', description: 'Signing an address up for the newsletter.' },
  {
    name: 'Accounts',
    description:
      'Sessions, sign-up, sign-in and passwords (Better Auth), and the email verification around them.',
  },
  { name: 'Users', description: 'The signed-in user’s profile and account.' },
  {
    name: 'Follows',
    description:
      'The organizations a person follows, to hear when they start hiring: private to that person.',
  },
  {
    name: 'Saved searches',
    description:
      'Directory searches a person keeps by name, with how often their news is mailed: private to that person.',
  },
  {
    name: 'Alerts',
    description:
      'The digests of saved searches and followed organizations: how often they come, and a one-click unsubscribe that needs no sign-in.',
  },
  { name: 'Payments', description: 'Subscriptions: Stripe Checkout, guest codes, the portal.' },
  {
    name: 'Team',
    description:
      'An organization’s people: owners and editors, invitations by email, roles, leaving.',
  },
  {
    name: 'Website verification',
    description:
      'An owner proves the organization controls its website: a file, a meta tag, or an emailed link.',
  },
  {
    name: 'Analytics',
    description:
      'Counting profile views, link clicks and appearances without cookies or personal data (beacons, written in batches), and an organization’s own figures for its people.',
  },
  {
    name: 'Moderation',
    description:
      'Reporting a profile, the moderators’ queue, hiding and restoring profiles, and an owner’s request for a review.',
  },
  {
    name: 'Administration',
    description:
      'The admin console, for administrators only: organizations, accounts, guest codes and the audit log.',
  },
  { name: 'Crawlers', description: 'robots.txt and the sitemaps.' },
  {
    name: 'Embeds',
    description:
      'What an organization shows on its own site: its open roles in an iframe, and its badge.',
  },
  {
    name: 'Feeds',
    description:
      'Atom feeds: an organization’s open roles, and the roles and newly published organizations of any directory search.',
  },
  {
    name: 'Operations',
    description: 'Liveness and readiness, for orchestrators and load balancers.',
  },
  { name: 'API reference', description: 'This document.' },
] as const;

type ApiTag = (typeof apiTags)[number]['name'];

/** Better Auth's session cookie: `cookiePrefix` of auth.ts, `__Secure-` over HTTPS. */
function sessionCookieName(secureCookies: boolean): string {
  return `${secureCookies ? '__Secure-' : ''}catalyst.session_token`;
}

export function securitySchemes(secureCookies: boolean) {
  return {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(secureCookies),
      description: 'The httpOnly session cookie a sign-in sets; a browser sends it by itself.',
    },
    bearerToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'The session token a sign-in answers with, for clients other than the web app (`get-session` never shows it).',
    },
  } as const;
}

/** Either credential will do. */
const signedIn: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { bearerToken: [] }];
/** Said outright, so a reader (and a linter) knows no credential was forgotten. */
const anyone: Array<Record<string, string[]>> = [];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What any operation can answer whatever its route does, because app-wide code answers
 * first: a malformed request (request-hardening.ts and Fastify's parsers), a request too slow
 * to arrive or with headers too large (Node, before routing), a path parameter longer than
 * the router reads, a body too large or of a type nothing here reads, and the error
 * handler's 500.
 */
function universalErrorStatuses(methods: readonly string[], url = ''): ErrorStatus[] {
  return [
    400,
    408,
    ...(url.includes(':') ? ([414] as const) : []),
    ...(methods.some((method) => BODY_METHODS.has(method)) ? ([413, 415] as const) : []),
    431,
    500,
  ];
}

/**
 * Routes that are not part of the API: the web app's pages (`/` and `/*`), development
 * tools, and the bridge to Better Auth, whose endpoints are described one by one instead.
 * Static files and the reference's own assets mark themselves hidden.
 */
function isOutsideReference(url: string): boolean {
  return url === '/' || url === '/*' || url.startsWith('/dev/') || url === `${AUTH_BASE_PATH}/*`;
}

interface RouteSchema {
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The two error envelopes, named once in the document instead of repeated in every answer. */
const errorComponents = { ApiError: apiErrorSchema, AuthError: authErrorSchema } as const;

const reference = (name: keyof typeof errorComponents) => ({
  $ref: `#/components/schemas/${name}`,
});

const statusOfErrorSchema = new Map<unknown, ErrorStatus>(
  Object.entries(errorSchemas).map(([status, schema]) => [schema, Number(status) as ErrorStatus]),
);

/**
 * An error answer: the ApiError envelope with what the status means. Always JSON, whatever
 * the route's success is (the CSV download's errors are JSON too).
 */
const errorAnswer = (status: ErrorStatus) => ({
  description: errorMeanings[status],
  content: { 'application/json': { schema: reference('ApiError') } },
});

/** The error answers of a converted route, as references to ApiError with their meaning. */
function withErrorReferences(
  declared: Record<string, unknown>,
  converted: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(converted).map(([status, schema]) => {
      const errorStatus = statusOfErrorSchema.get(declared[status]);
      if (errorStatus === undefined) return [status, schema];
      return [status, errorAnswer(errorStatus)];
    }),
  );
}

/**
 * Each route's own zod schemas become its operation (fastify-type-provider-zod converts
 * them), with what it reads by itself (inputs-read-by-routes.ts) and the errors any route
 * can answer added. A route that can answer 401 takes a credential; any other says it takes
 * none.
 */
export const documentRoute: SwaggerTransform = (document) => {
  const { route, url } = document;
  if (isOutsideReference(url)) return { schema: { hide: true }, url };
  const methods = [route.method].flat();
  const schema = (document.schema ?? {}) as RouteSchema;
  const declared = schema.response ?? {};
  const inputs = methods.map((method) => inputsReadByRoutes[`${method} ${url}`]).find(Boolean);
  const response = { ...errorResponses(...universalErrorStatuses(methods, url)), ...declared };
  const converted = jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      ...inputs,
      response,
      security: '401' in declared ? signedIn : anyone,
    },
  });
  const convertedSchema = converted.schema as RouteSchema;
  if (!convertedSchema.response) return converted;
  return {
    ...converted,
    schema: {
      ...convertedSchema,
      response: withErrorReferences(response, convertedSchema.response),
    },
  };
};

type JsonSchema = Record<string, unknown>;

/** A zod schema as an OpenAPI 3.1 Schema Object (the document states the dialect once). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  delete json['$schema'];
  return json;
}

/** A response body's schema, or a reference when it is one of the error envelopes. */
function schemaOrReference(schema: z.ZodType): JsonSchema {
  if (schema === authErrorSchema) return reference('AuthError');
  if (schema === apiErrorSchema) return reference('ApiError');
  return jsonSchemaOf(schema, 'output');
}

function parametersOf(endpoint: AuthEndpointDescription) {
  const inPath = Object.entries(endpoint.pathValues ?? {}).map(([name, values]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', enum: [...values] },
  }));
  const inQuery = Object.entries(endpoint.query?.shape ?? {}).map(([name, field]) => {
    const { description, ...schema } = jsonSchemaOf(field as z.ZodType, 'input');
    return {
      name,
      in: 'query',
      required: !(field as z.ZodType).safeParse(undefined).success,
      ...(description ? { description } : {}),
      schema,
    };
  });
  return [...inPath, ...inQuery];
}

/**
 * A described Better Auth endpoint as an operation. Where it can also answer one of the
 * errors any route can (a malformed body is refused before Better Auth sees it), either
 * envelope may come back.
 */
function authOperation(endpoint: AuthEndpointDescription) {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(endpoint.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      ...(response.body
        ? {
            content: {
              [response.contentType ?? 'application/json']: {
                schema: schemaOrReference(response.body),
              },
            },
          }
        : {}),
    };
  }
  for (const status of universalErrorStatuses([endpoint.method])) {
    const own = endpoint.responses[status];
    const schema = own?.body
      ? { oneOf: [schemaOrReference(own.body), reference('ApiError')] }
      : reference('ApiError');
    responses[status] = {
      description: own
        ? `${own.description} Or, refused before Better Auth sees it, in the app’s envelope: ${errorMeanings[status]}`
        : errorMeanings[status],
      content: { 'application/json': { schema } },
    };
  }
  const parameters = parametersOf(endpoint);
  return {
    tags: ['Accounts'] satisfies ApiTag[],
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    security: endpoint.signedIn ? signedIn : anyone,
    responses,
  };
}

/** The allowlisted Better Auth endpoints as path items; throws if they drifted apart. */
export function authEndpointPaths(): Record<string, Record<string, unknown>> {
  assertDescribesAllowlist(authEndpointDescriptions);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of authEndpointDescriptions) {
    const path = documentPath(endpoint);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: authOperation(endpoint) };
  }
  return paths;
}

/** The routes' document, plus Better Auth's endpoints, which no route schema describes. */
export function completeDocument(
  authPaths: Record<string, Record<string, unknown>>,
): SwaggerTransformObject {
  return (documentObject) => {
    const document = jsonSchemaTransformObject(documentObject) as {
      paths?: object;
      components?: { schemas?: object };
    };
    const errorEnvelopes = Object.fromEntries(
      Object.entries(errorComponents).map(([name, schema]) => [
        name,
        jsonSchemaOf(schema, 'output'),
      ]),
    );
    return {
      ...document,
      paths: { ...document.paths, ...authPaths },
      components: {
        ...document.components,
        schemas: { ...document.components?.schemas, ...errorEnvelopes },
      },
    };
  };
}
