import {
  alertMessages,
  alertSettingsSchema,
  alertsUnsubscribeQuerySchema,
  appRoutes,
  dataEnvelope,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { acceptUrlEncodedForms, FORM_CONTENT_TYPES } from '../../plugins/html-forms.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import { verifiedWithinLimit } from '../../plugins/user-rate-limit.js';
import type { AlertsRepository } from './alerts.repository.js';
import { userIdOfUnsubscribeToken } from './unsubscribe-token.js';

const TAG = 'Alerts';
const PRIVATE = 'private, no-store';

/** A person's alert settings, and the digests' one-click unsubscribe. */
export const alertsRoutes: FastifyPluginAsyncZod<{
  repository: AlertsRepository;
  rateLimits: RateLimitStore;
  secret: string;
}> = async (app, { repository, rateLimits, secret }) => {
  // Changing alerts counts with saving and changing searches: one hourly allowance.
  const changeAllowed = verifiedWithinLimit(rateLimits, 'savedSearch');

  app.get(
    '/api/users/me/alert-settings',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'getAlertSettings',
        summary: 'My alert settings',
        description:
          'How often the roles newly opened at the organizations I follow are mailed (`daily`, `weekly`, the default, or `off`). Each saved search has its own setting.',
        tags: [TAG],
        response: {
          200: dataEnvelope(alertSettingsSchema).describe('The settings.'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      reply.header('cache-control', PRIVATE);
      return { data: { follows: await repository.followsAlerts(session.user.id) } };
    },
  );

  app.put(
    '/api/users/me/alert-settings',
    {
      onRequest: changeAllowed,
      schema: {
        operationId: 'updateAlertSettings',
        summary: 'Change my alert settings',
        description:
          'Sets how often followed organizations’ new roles are mailed. Counts against the hourly allowance of saved-search changes (429).',
        tags: [TAG],
        body: alertSettingsSchema,
        response: {
          200: dataEnvelope(alertSettingsSchema).describe('The settings, as saved.'),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const session = await requireAccess(request, 'verified');
      await repository.setFollowsAlerts(session.user.id, request.body.follows, new Date());
      reply.header('cache-control', PRIVATE);
      return { data: { follows: request.body.follows } };
    },
  );

  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    // Mail providers post `List-Unsubscribe=One-Click` as a form (RFC 8058); the web page posts
    // nothing. The body says nothing either way: the signed token is the whole request.
    acceptUrlEncodedForms(scope);
    oneClick.post(
      appRoutes.alertsUnsubscribe,
      {
        schema: {
          operationId: 'unsubscribeFromAlerts',
          summary: 'Stop every alert email, in one click',
          description: `A digest’s unsubscribe link, posted by the mail client (\`List-Unsubscribe-Post: List-Unsubscribe=One-Click\`, RFC 8058) or by the page the link opens: no session, no cookie, from any origin. Every alert of the person the signed token names is turned off (saved searches and follows are kept); doing it again changes nothing. A GET of the same address is the page that asks, never the unsubscribe itself, so a mail scanner that opens links unsubscribes nobody. 400 (\`VALIDATION_ERROR\`) for a token this site did not sign.`,
          tags: [TAG],
          consumes: FORM_CONTENT_TYPES,
          querystring: alertsUnsubscribeQuerySchema,
          response: {
            200: dataEnvelope(z.object({ unsubscribed: z.literal(true) })).describe(
              'No alert emails any more.',
            ),
            ...errorResponses(400),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const userId = userIdOfUnsubscribeToken(secret, request.query.token);
        // An account deleted since the mail went has no alerts left: that is done too.
        if (userId === null) {
          throw new AppError('VALIDATION_ERROR', alertMessages.unsubscribeInvalid);
        }
        await repository.unsubscribeAll(userId, new Date());
        return { data: { unsubscribed: true as const } };
      },
    );
  });
};
