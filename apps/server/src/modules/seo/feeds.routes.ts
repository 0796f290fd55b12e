import {
  organizationListQuerySchema,
  organizationRefSchema,
  routePath,
  type OrganizationListQuery,
} from '@catalyst/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markPublic, organizationKey } from '../../lib/public-cache/http-caching.js';
import { listingKeysOf } from '../../lib/public-cache/listing-keys.js';
import { errorResponses } from '../../plugins/error-responses.js';
import type { OpenRolesService } from '../open-roles/index.js';
import { queryTerms, type OrganizationsService } from '../organizations/index.js';
import { organizationsFeed, rolesFeed, type AtomContext } from './atom-feeds.js';

/** Entries a feed carries: what a reader checks between two visits, not an archive. */
export const FEED_ENTRIES = 50;
/**
 * Hiring organizations a directory roles feed looks at, the most recently published first:
 * every one a narrow query selects; of the whole directory, the newest.
 */
export const FEED_HIRING_ORGANIZATIONS_MAX = 2000;

const ATOM = 'application/atom+xml; charset=utf-8';

const atomAnswer = (description: string) => ({
  description,
  content: { 'application/atom+xml': { schema: z.string() } },
});

/** The directory's query, as the listing reads it; a page (`cursor`, `limit`) means nothing to a feed. */
const feedQuerySchema = organizationListQuerySchema.omit({ cursor: true, limit: true, sort: true });

/** The query string the feed and its page share (search and filters, no order or page). */
function queryStringOf(query: Omit<OrganizationListQuery, 'cursor' | 'limit' | 'sort'>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.country) params.set('country', query.country);
  if (query.categories?.length) params.set('categories', query.categories.join(','));
  if (query.hiring) params.set('hiring', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function feedsRoutes(
  app: FastifyInstance,
  options: {
    context: AtomContext;
    organizations: OrganizationsService;
    roles: Pick<OpenRolesService, 'list' | 'latestListedOpen'>;
  },
): Promise<void> {
  const { context, organizations, roles } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sendAtom = (reply: FastifyReply, keys: string[], body: string) => {
    // Public like the pages it mirrors: kept briefly by shared caches, purged by its keys.
    markPublic(reply, keys);
    return reply.type(ATOM).send(body);
  };

  routes.get(
    '/organizations/:slug/roles.atom',
    {
      schema: {
        operationId: 'getOrganizationRolesFeed',
        summary: 'An organization’s open roles, as an Atom feed',
        description: `The roles open today at a listed organization, newest first (at most ${FEED_ENTRIES}). A former address answers 301 to the current one; an unpublished organization 404, a lapsed or hidden one 410, as its profile does.`,
        tags: ['Feeds'],
        params: z.object({ slug: organizationRefSchema }),
        response: {
          200: atomAnswer('An Atom 1.0 feed.'),
          301: {
            description:
              'Moved Permanently: the feed at the organization’s current address (`Location`).',
            content: { 'text/plain': { schema: z.string() } },
          },
          ...errorResponses(404, 410),
        },
      },
    },
    async (request, reply) => {
      const { organization } = await organizations.getVisible(
        request.params.slug,
        async () => undefined,
      );
      if (organization.slug !== request.params.slug) {
        return reply.redirect(`/organizations/${organization.slug}/roles.atom`, 301);
      }
      const { roles: open } = await roles.list(organization.id, async () => undefined);
      const newest = [...open]
        // ISO 8601 instants of one zone order as text.
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
        .slice(0, FEED_ENTRIES);
      const pagePath = routePath('organization', { orgId: organization.slug });
      return sendAtom(
        reply,
        [organizationKey(organization.id)],
        rolesFeed(
          context,
          {
            selfPath: `${pagePath}/roles.atom`,
            pagePath,
            title: `Open roles at ${organization.name}`,
            subtitle: `Roles ${organization.name} is hiring for, on ${context.productName} Profiles.`,
          },
          newest.map((role) => ({ role, organization })),
          { withOrganization: false, builtAt: new Date(organization.updatedAt) },
        ),
      );
    },
  );

  routes.get(
    '/feeds/roles.atom',
    {
      schema: {
        operationId: 'getRolesFeed',
        summary: 'Open roles in a directory search, as an Atom feed',
        description: `The newest roles open today at the listed organizations a directory query selects (\`q\`, \`country\`, \`categories\`, read as \`GET /api/organizations\` reads them), at most ${FEED_ENTRIES}; of a query selecting more than ${FEED_HIRING_ORGANIZATIONS_MAX} hiring organizations, those at the most recently published of them.`,
        tags: ['Feeds'],
        querystring: feedQuerySchema,
        response: { 200: atomAnswer('An Atom 1.0 feed.'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const narrowed = Boolean(query.q || query.country || query.categories?.length);
      const organizationIds = narrowed
        ? await organizations.hiringOrganizationIds(query, FEED_HIRING_ORGANIZATIONS_MAX)
        : undefined;
      const latest = await roles.latestListedOpen(FEED_ENTRIES, organizationIds);
      const search = queryStringOf({ ...query, hiring: true });
      const keys = listingKeysOf(
        {
          terms: query.q ? queryTerms(query.q) : [],
          sort: 'newest',
          hiring: true,
          countryCode: query.country,
          categoryIds: query.categories ?? [],
        },
        [...new Set(latest.map((entry) => entry.role.organizationId))],
      );
      return sendAtom(
        reply,
        keys,
        rolesFeed(
          context,
          {
            selfPath: `/feeds/roles.atom${queryStringOf({ ...query, hiring: false })}`,
            pagePath: `/${search}`,
            title: `Open roles${query.q ? ` for “${query.q}”` : ''} on ${context.productName} Profiles`,
            subtitle: 'The newest roles at mission-driven organizations that match this search.',
          },
          latest,
          { withOrganization: true, builtAt: new Date() },
        ),
      );
    },
  );

  routes.get(
    '/feeds/organizations.atom',
    {
      schema: {
        operationId: 'getOrganizationsFeed',
        summary: 'Newly published organizations in a directory search, as an Atom feed',
        description: `The listed organizations a directory query selects (\`q\`, \`country\`, \`categories\`, \`hiring\`, read as \`GET /api/organizations\` reads them), the most recently published first, at most ${FEED_ENTRIES}.`,
        tags: ['Feeds'],
        querystring: feedQuerySchema,
        response: { 200: atomAnswer('An Atom 1.0 feed.'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const list = await organizations.listPublished({
        ...query,
        sort: 'newest',
        cursor: undefined,
        limit: FEED_ENTRIES,
      });
      const publishedAt = await organizations.publishedAtOf(list.items.map((item) => item.id));
      const search = queryStringOf(query);
      const keys = listingKeysOf(
        {
          terms: query.q ? queryTerms(query.q) : [],
          sort: 'newest',
          hiring: query.hiring,
          countryCode: query.country,
          categoryIds: query.categories ?? [],
        },
        list.items.map((item) => item.id),
      );
      return sendAtom(
        reply,
        keys,
        organizationsFeed(
          context,
          {
            selfPath: `/feeds/organizations.atom${search}`,
            pagePath: `/${search}`,
            title: `New organizations${query.q ? ` for “${query.q}”` : ''} on ${context.productName} Profiles`,
            subtitle: 'Mission-driven organizations newly published in this search.',
          },
          list.items.flatMap((card) => {
            const published = publishedAt.get(card.id);
            return published ? [{ card, publishedAt: published }] : [];
          }),
          new Date(),
        ),
      );
    },
  );
}
