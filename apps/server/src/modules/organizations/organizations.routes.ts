import {
  countrySchema,
  dataEnvelope,
  memberOrganizationSchema,
  organizationCreateSchema,
  organizationIdParamsSchema,
  organizationListQuerySchema,
  organizationListSchema,
  organizationProfileSchema,
  organizationRefParamsSchema,
  organizationUpdateSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import { isAutomated } from '../../lib/automated-clients.js';
import { LISTING_KEY, markPublic, organizationKey } from '../../lib/public-cache/http-caching.js';
import { listingKeysOf } from '../../lib/public-cache/listing-keys.js';
import { queryTerms } from './discovery/discovery-search.js';
import type { OrganizationsService } from './organizations.service.js';

/**
 * Where the directory's appearances go (the analytics module's recorder): handed in by the
 * app, so this module need not know analytics, which reads organizations.
 */
export interface AppearanceRecorder {
  appearances(organizationIds: readonly string[], clientIp: string): void;
}

/** What only an organization's people may read must never sit in a shared cache. */
const PRIVATE = 'no-store';

export const organizationsRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsService;
  /** Told which organizations each directory answer showed (their appearances). */
  analytics?: AppearanceRecorder;
}> = async (app, { organizations, analytics }) => {
  app.get(
    '/organizations',
    {
      schema: {
        operationId: 'listOrganizations',
        summary: 'Search and filter the directory',
        description:
          'Published organizations matching a search (`q`: names, descriptions, places, category names, and the country an organization is in by its English or own name or demonym, e.g. `kenya`, `deutschland`, `kenyan`; word prefixes, one typo a word, accents ignored), categories (OR within a group, AND across groups) and a country, in the chosen order, a page at a time: pass `nextCursor` back as `cursor` for the next page. The total and the facet counts follow the selection.',
        tags: ['Organizations'],
        querystring: organizationListQuerySchema,
        response: {
          200: dataEnvelope(organizationListSchema).describe('One page of results, with counts.'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const list = await organizations.listPublished(request.query);
      // The same page for everyone who asks it: any cache may keep it until a change it shows.
      markPublic(
        reply,
        listingKeysOf(
          {
            terms: request.query.q ? queryTerms(request.query.q) : [],
            countryCode: request.query.country,
            categoryIds: request.query.categories ?? [],
            sort: list.sort,
            hiring: request.query.hiring,
          },
          list.items.map((item) => item.id),
        ),
      );
      // Counted in memory and written in batches, once per client and organization a day;
      // a crawler's listing is not an appearance.
      if (!isAutomated(request.headers['user-agent'])) {
        analytics?.appearances(
          list.items.map((item) => item.id),
          request.ip,
        );
      }
      return { data: list };
    },
  );

  app.get(
    '/organizations/active-countries',
    {
      schema: {
        operationId: 'listActiveCountries',
        summary: 'List the countries of published organizations',
        tags: ['Organizations'],
        response: {
          200: dataEnvelope(z.array(countrySchema)).describe('The countries the filter offers.'),
        },
      },
    },
    async (_request, reply) => {
      const countries = await organizations.listActiveCountries();
      // The same for everyone; it moves only when an organization joins or leaves the
      // directory or changes country, which purges `listing`.
      markPublic(reply, [LISTING_KEY]);
      return { data: countries };
    },
  );

  // By id, slug or former slug: the answer carries the current slug either way.
  app.get(
    '/organizations/:id',
    {
      schema: {
        operationId: 'getOrganization',
        summary: 'Read an organization',
        description:
          'By id, slug or former slug; the answer carries the current slug. The profile is the same for every caller: who owns it, how it pays and its moderation are in the list of the caller’s organizations, for its owners and editors alone. Published organizations are public; an unpublished one only its owners and editors see, and to anyone else it is 404, as if it did not exist. A lapsed one, or one a moderator has hidden, is 410 to anyone but its people.',
        tags: ['Organizations'],
        params: organizationRefParamsSchema,
        response: {
          200: dataEnvelope(organizationProfileSchema).describe(
            'The organization, with its timeline (`milestones`, newest first).',
          ),
          ...errorResponses(400, 404, 410),
        },
      },
    },
    async (request, reply) => {
      // Private until proven public: a 404 must look the same whether the address is unknown
      // or belongs to someone's pending organization.
      reply.header('cache-control', PRIVATE);
      const { organization, listed } = await organizations.getVisible(
        request.params.id,
        async () => (await request.session())?.user.id,
      );
      // A listed profile is the public's, the same bytes for everyone: any cache may keep it,
      // until a purge of the organization's key.
      if (listed) markPublic(reply, [organizationKey(organization.id)]);
      return { data: organization };
    },
  );

  app.post(
    '/organizations',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'createOrganization',
        summary: 'Create an organization',
        description:
          'A verified owner’s new organization, unpublished until its subscription is paid. An owner may have only a few unpublished ones at a time (409).',
        tags: ['Organizations'],
        body: organizationCreateSchema,
        response: {
          201: dataEnvelope(memberOrganizationSchema).describe(
            'The new organization, as its owner sees it.',
          ),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      const organization = await organizations.create(session.user.id, request.body);
      return reply.status(201).header('cache-control', PRIVATE).send({ data: organization });
    },
  );

  app.put(
    '/organizations/:id',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'updateOrganization',
        summary: 'Update an organization',
        description:
          'An owner’s or editor’s edit of the fields and the category selection. Anyone else gets 404 for an unpublished organization and 403 for a published one.',
        tags: ['Organizations'],
        params: organizationIdParamsSchema,
        body: organizationUpdateSchema,
        response: {
          200: dataEnvelope(memberOrganizationSchema).describe('The organization as saved.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return {
        data: await organizations.update(session.user.id, request.params.id, request.body),
      };
    },
  );

  app.delete(
    '/organizations/:id',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'deleteOrganization',
        summary: 'Delete an organization',
        description:
          'Owners only. Its subscription and open checkouts are ended at the payment provider by a background job right after the deletion, retried until the provider confirms.',
        tags: ['Organizations'],
        params: organizationIdParamsSchema,
        response: {
          200: dataEnvelope(z.object({ deleted: z.literal(true) })).describe('Deleted.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return { data: await organizations.delete(session.user.id, request.params.id) };
    },
  );

  app.get(
    '/users/organizations',
    {
      schema: {
        operationId: 'listMyOrganizations',
        summary: 'List the caller’s organizations',
        description:
          'Every organization the verified caller is part of (as owner or editor), published or not, as its people see it: with who created it, its payment status and plan, its moderation and the caller’s role (`viewerRole`). Where the web reads what the profile, the same for everyone, does not say.',
        tags: ['Organizations'],
        response: {
          200: dataEnvelope(z.array(memberOrganizationSchema)).describe(
            'The caller’s organizations.',
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const session = await requireAccess(request, 'verified');
      return { data: await organizations.listMine(session.user.id) };
    },
  );
};
