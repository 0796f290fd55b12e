import { readFileSync } from 'node:fs';
import {
  ANALYTICS_PERIODS,
  EMAIL_MAX,
  FOUNDED_YEAR_MIN,
  MAX_CATEGORIES,
  OPEN_ROLE_SETTABLE_STATUSES,
  SOCIAL_SIGN_IN_PROVIDERS,
  URL_MAX,
} from '@catalyst/shared';
import { describe, expect, it } from 'vitest';
import { EXPORTED_SERVER_URL, exportOpenApiDocument } from '../../../scripts/openapi-document.js';
import { WEB_API_SCHEMA_FILE, webApiSchemaSource } from '../../../scripts/web-api-schema.js';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };
interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** The document as `npm run openapi:export` writes it and `npm run lint` lints it. */
const document = (await exportOpenApiDocument()) as unknown as {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
};

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    operation,
  })),
);

function operation(name: string): Operation {
  const found = operations.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not in the document`);
  return found.operation;
}

const jsonBody = (name: string) => operation(name).requestBody!.content['application/json']!.schema;
const queryParameter = (name: string, parameter: string) =>
  operation(name).parameters!.find((candidate) => candidate.name === parameter)!;

describe('the operations of the published document', () => {
  it('each have an operationId, camelCase and unique', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.filter(({ operation }) => !operation.operationId)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('GET /api/organizations').operationId).toBe('listOrganizations');
    expect(operation('GET /api/organizations/{id}').operationId).toBe('getOrganization');
  });

  it('say who may call them: a credential where 401 can come, none (`security: []`) elsewhere', () => {
    for (const {
      name,
      operation: { security, responses },
    } of operations) {
      expect(security, name).toBeDefined();
      if (security!.length === 0) continue;
      expect(Object.keys(responses), name).toContain('401');
    }
    expect(operation('GET /api/organizations').security).toEqual([]);
    expect(operation('POST /api/newsletter').security).toEqual([]);
    expect(operation('POST /api/auth/sign-in/email').security).toEqual([]);
    expect(operation('POST /api/organizations').security).toEqual([
      { sessionCookie: [] },
      { bearerToken: [] },
    ]);
  });

  it('name the server, and answer errors as JSON even where success is a file', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: EXPORTED_SERVER_URL })]);
    const csv = operation('GET /api/organizations/{id}/analytics.csv');
    expect(Object.keys(csv.responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(csv.responses['404']!.content!)).toEqual(['application/json']);
  });

  it('list the answers any request can meet: a request too slow (408) or headers too large (431)', () => {
    for (const {
      name,
      operation: { responses },
    } of operations) {
      expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['400', '408', '431']));
    }
  });
});

describe('the rules the server enforces, as the document states them', () => {
  it('an organization’s country, founding year, links and categories', () => {
    const created = jsonBody('POST /api/organizations').properties!;
    expect(created['country']).toMatchObject({ pattern: '^[A-Z]{2}$' });
    expect(created['country']!['description']).toContain('GET /api/countries');
    expect(created['foundedYear']).toMatchObject({ minimum: FOUNDED_YEAR_MIN, multipleOf: 1 });
    expect(created['foundedYear']!['description']).toContain('current year');
    expect(created['websiteUrl']).toMatchObject({
      maxLength: URL_MAX,
      pattern: expect.any(String),
    });
    const pattern = new RegExp(created['websiteUrl']!['pattern'] as string);
    expect(['example.org', 'https://example.org/about', ''].every((url) => pattern.test(url))).toBe(
      true,
    );
    expect(
      ['not a url', 'https://user:secret@example.org', 'localhost'].some((url) =>
        pattern.test(url),
      ),
    ).toBe(false);
    const updated = jsonBody('PUT /api/organizations/{id}').properties!;
    expect(updated['categoryIds']).toMatchObject({ minItems: 1, maxItems: MAX_CATEGORIES });
    expect(queryParameter('GET /api/organizations', 'country').schema).toMatchObject({
      pattern: '^(?:[A-Z]{2}|all)?$',
    });
  });

  it('an open role’s pay, way to apply, place and last day', () => {
    const role = jsonBody('POST /api/organizations/{id}/roles');
    expect(role['oneOf']).toEqual([
      expect.objectContaining({ required: ['applyUrl'] }),
      expect.objectContaining({ required: ['applyEmail'] }),
    ]);
    expect(role['then']).toMatchObject({ required: ['remoteCountries'] });
    expect(role['description']).toContain('`salaryMax` is at least `salaryMin`');
    expect(role.properties!['validThrough']).toMatchObject({ format: 'date' });
    expect(role.properties!['validThrough']!['description']).toContain('a day that exists');
    expect(role.properties!['applyUrl']).toMatchObject({
      anyOf: [expect.objectContaining({ format: 'uri' }), { type: 'null' }],
    });
    const update = jsonBody('PUT /api/organizations/{id}/roles/{roleId}');
    expect(update.properties!['status']).toMatchObject({ enum: [...OPEN_ROLE_SETTABLE_STATUSES] });
  });

  it('a milestone’s date, newsletter addresses, analytics periods, guest codes and providers', () => {
    const milestone = jsonBody('POST /api/organizations/{id}/milestones').properties!;
    expect(milestone['date']!['description']).toContain('a day that exists');
    expect(new RegExp(milestone['date']!['pattern'] as string).test('2024-02')).toBe(true);
    const newsletter = jsonBody('POST /api/newsletter').properties!['email']!;
    expect(newsletter).toMatchObject({ format: 'email', maxLength: EMAIL_MAX });
    expect(new RegExp(newsletter['pattern'] as string).test(' ada@example.org ')).toBe(true);
    expect(new RegExp(newsletter['pattern'] as string).test('ada@example')).toBe(false);
    expect(queryParameter('GET /api/organizations/{id}/analytics', 'days').schema).toMatchObject({
      enum: [...ANALYTICS_PERIODS],
    });
    expect(jsonBody('POST /api/admin/guest-codes').properties!['maxUses']).toMatchObject({
      type: 'integer',
      minimum: 1,
    });
    expect(jsonBody('POST /api/auth/sign-in/social').properties!['provider']).toMatchObject({
      enum: [...SOCIAL_SIGN_IN_PROVIDERS],
    });
  });
});

describe('the web’s types of the API', () => {
  it('are generated from this document (`npm run openapi:types` when this fails)', async () => {
    const committed = readFileSync(WEB_API_SCHEMA_FILE, 'utf8');
    expect(await webApiSchemaSource(document)).toBe(committed);
  });
});
