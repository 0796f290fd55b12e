import {
  ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE,
  type AnalyticsPeriod,
  analyticsQuerySchema,
  apiMessages,
  dataEnvelope,
  linkClickSchema,
  organizationIdParamsSchema,
  profileAnalyticsSchema,
  referredViewSchema,
  VIEW_SOURCE_PARAM,
} from '@catalyst/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses, type ErrorStatus } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import type { AnalyticsRecorder } from './analytics-recorder.js';
import { analyticsCsv, type AnalyticsService } from './analytics.service.js';
import type { BeaconLimit } from './beacon-limit.js';
import { isAutomated } from '../../lib/automated-clients.js';

/** A beacon's body is a link name and perhaps a role id: anything longer is not ours. */
const BEACON_BODY_LIMIT = 512;

/** Answers that depend on who asks never sit in a shared cache. */
const PRIVATE = 'no-store';

/** What a beacon answers: 204 with nothing to keep, or one of the errors `codes` names. */
function beaconResponses<const S extends ErrorStatus>(...codes: S[]) {
  return { 204: z.null().describe('Noted.'), ...errorResponses(...codes) };
}

/** A beacon's answer once it is noted (or left uncounted): nothing, and nothing to keep. */
function noted(reply: FastifyReply) {
  return reply.status(204).header('cache-control', PRIVATE).send(null);
}

/**
 * Who sent a beacon, or null when it is not to be counted: a bot, or a client over its budget
 * (429, so a script learns it is being refused; a browser ignores a beacon's answer anyway).
 */
async function visitorOf(request: FastifyRequest, limit: BeaconLimit) {
  if (isAutomated(request.headers['user-agent'])) return null;
  const decision = await limit.allow(request.ip);
  if (!decision.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', apiMessages.tooManyRequests, undefined, {
      retryAfter: decision.retryAfter,
    });
  }
  const session = await request.session();
  return { clientIp: request.ip, userId: session?.user.id ?? null };
}

export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  recorder: AnalyticsRecorder;
  beaconLimit: BeaconLimit;
}> = async (app, { analytics, recorder, beaconLimit }) => {
  app.post(
    '/organizations/:id/views',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        operationId: 'countProfileView',
        summary: 'Count a profile view (a beacon)',
        description: `Sent by the profile page once it is shown in a browser (never by the server’s rendering, so a page load counts once). Counted once per visitor and day, without cookies or personal data: a daily-rotating salted hash of the client’s source (its IPv4 address or IPv6 /64) and the profile, whatever its user agent. Bots, and the organization’s own people, are not counted. Recorded in memory and written in batches every few seconds. 204, or 429 past ${ANALYTICS_BEACONS_PER_CLIENT_PER_MINUTE} beacons a minute per client source (views and link clicks together, shared by every server process); unknown or unlisted profiles are ignored.`,
        tags: ['Analytics'],
        params: organizationIdParamsSchema,
        response: {
          ...beaconResponses(400, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(request, beaconLimit);
      if (visitor) recorder.view({ organizationId: request.params.id, ...visitor });
      return noted(reply);
    },
  );

  app.post(
    '/organizations/:id/referred-views',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        operationId: 'countReferredView',
        summary: 'Count a visit through an embed or a feed (a beacon)',
        description: `Sent by the profile page or a role page, once it is shown in a browser, when its address carries the marker the site’s own links add (\`?${VIEW_SOURCE_PARAM}=embed\` on the organization’s embed and badge, \`?${VIEW_SOURCE_PARAM}=feed\` on Atom feed entries); the page then drops the marker from its address. Beside the profile’s view, not instead of it. Counted as views are: once per visitor, organization, source and day (profile and role pages together), without cookies or personal data, bots and the organization’s own people left out, written in batches. 204; 400 for another source; 429 past the per-client beacon limit shared with views and clicks; unknown or unlisted organizations are ignored.`,
        tags: ['Analytics'],
        params: organizationIdParamsSchema,
        body: referredViewSchema,
        response: {
          ...beaconResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(request, beaconLimit);
      if (visitor) {
        recorder.referredView({
          organizationId: request.params.id,
          source: request.body.source,
          ...visitor,
        });
      }
      return noted(reply);
    },
  );

  app.post(
    '/organizations/:id/link-clicks',
    {
      bodyLimit: BEACON_BODY_LIMIT,
      schema: {
        operationId: 'countLinkClick',
        summary: 'Count a click on a profile’s link (a beacon)',
        description:
          'Sent as the visitor follows the website, LinkedIn, X, blog or a role’s apply link (`roleId` for apply, and only for apply). Each link counts once per visitor (client source) and day, each role’s apply link apart. Bots and the organization’s own people are not counted (a bot’s beacon is answered 204 unread); written in batches. 204; 400 (`VALIDATION_ERROR`) when `roleId` is not a role open today on this organization’s public profile, and nothing is counted; 429 past the per-client beacon limit shared with views.',
        tags: ['Analytics'],
        params: organizationIdParamsSchema,
        body: linkClickSchema,
        response: {
          ...beaconResponses(400, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(request, beaconLimit);
      if (visitor) {
        const { link, roleId } = request.body;
        if (roleId) await analytics.assertApplyTarget(request.params.id, roleId);
        recorder.click({
          organizationId: request.params.id,
          link,
          target: roleId ?? '',
          ...visitor,
        });
      }
      return noted(reply);
    },
  );

  app.get(
    '/organizations/:id/analytics',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'getAnalytics',
        summary: 'Read a profile’s analytics',
        description:
          'For its owners and editors: each of the last `days` days (7, 30 or 90, UTC, today included) with views (once per visitor and day), visitors, appearances in the directory (once per client and organization a day), link clicks (once per visitor, link and day), new followers, and the visits that came through the organization’s embed (`embedViews`) or a feed entry (`feedViews`) to its profile or role pages (once per visitor, source and day); their totals, and the totals of the period before. Anyone else gets 404 for an unpublished organization and 403 for a published one. Counts arrive within seconds (batched).',
        tags: ['Analytics'],
        params: organizationIdParamsSchema,
        querystring: analyticsQuerySchema,
        response: {
          200: dataEnvelope(profileAnalyticsSchema).describe('The period and the one before.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      const period = request.query.days as AnalyticsPeriod;
      return { data: await analytics.read(user.id, request.params.id, period) };
    },
  );

  app.get(
    '/organizations/:id/analytics.csv',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'downloadAnalyticsCsv',
        summary: 'Download a profile’s analytics as CSV',
        description: `The same days as the JSON answer, one line each, oldest first, with a header line: date, views, visitors, appearances, clicks per link, new followers, views through the embed and through feeds (\`embed_views\`, \`feed_views\`), then apply clicks per role (\`apply_clicks: {title}\`). Owners and editors only.`,
        tags: ['Analytics'],
        params: organizationIdParamsSchema,
        querystring: analyticsQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('The CSV file, as an attachment.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAccess(request, 'verified');
      const period = request.query.days as AnalyticsPeriod;
      const { days, roles } = await analytics.read(user.id, request.params.id, period);
      const last = days.at(-1)?.date ?? '';
      return reply
        .header('cache-control', PRIVATE)
        .header(
          'content-disposition',
          `attachment; filename="profile-analytics-${period}-days-to-${last}.csv"`,
        )
        .type('text/csv; charset=utf-8')
        .send(analyticsCsv(days, roles));
    },
  );
};
