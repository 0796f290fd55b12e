import {
  dataEnvelope,
  organizationIdParamsSchema,
  websiteCheckInputSchema,
  websiteCheckResultSchema,
  websiteEmailConfirmedSchema,
  websiteEmailConfirmInputSchema,
  websiteEmailInputSchema,
  websiteEmailSentSchema,
  websiteVerificationSchema,
} from '@catalyst/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import type { WebsiteVerificationService } from './website-verification.service.js';

const tags = ['Website verification'];

export const websiteVerificationRoutes: FastifyPluginAsyncZod<{
  verification: WebsiteVerificationService;
}> = async (app, { verification }) => {
  // Every answer here is one owner's view (the token among it): never in a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/organizations/:id/website-verification',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'getWebsiteVerification',
        summary: 'Read the website verification',
        description:
          'Owners only (editors 403). Whether the organization’s website is verified, and how to prove it: the code to publish as a file at `/.well-known/catalyst-verification.txt` on the website’s origin or as `<meta name="catalyst-verification" content="…">` on its home page. The code is made on the first request.',
        tags,
        params: organizationIdParamsSchema,
        response: {
          200: dataEnvelope(websiteVerificationSchema).describe('The state and the code.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { user } = await requireAccess(request, 'verified');
      return { data: await verification.state(user.id, request.params.id) };
    },
  );

  app.post(
    '/organizations/:id/website-verification/check',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'checkWebsiteVerification',
        summary: 'Check the website for the file or the meta tag',
        description:
          'Owners only. The server fetches the file or the home page: public addresses only, redirects within the same site only (at most 3), 5 seconds and 64 kB at most. The answer says whether the website is now verified or why not. 409 when the organization names no website; a few checks per owner and organization in ten minutes (429).',
        tags,
        params: organizationIdParamsSchema,
        body: websiteCheckInputSchema,
        response: {
          200: dataEnvelope(websiteCheckResultSchema).describe('Verified, or the reason not.'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const { user } = await requireAccess(request, 'verified');
      return {
        data: await verification.check(user.id, request.params.id, request.body.method),
      };
    },
  );

  app.post(
    '/organizations/:id/website-verification/email',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'emailWebsiteVerification',
        summary: 'Email a confirmation link to an address at the website’s domain',
        description:
          'Owners only. The address must be admin@, administrator@, webmaster@, hostmaster@ or postmaster@ the website’s host without “www.”, exactly (not a subdomain): the mailboxes that speak for a domain, never a personal one at a webmail provider. The link works once, for 24 hours. A few emails per owner and organization an hour (429).',
        tags,
        params: organizationIdParamsSchema,
        body: websiteEmailInputSchema,
        response: {
          202: dataEnvelope(websiteEmailSentSchema).describe('Sent.'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAccess(request, 'verified');
      const sent = await verification.sendEmail(user.id, request.params.id, request.body.email);
      return reply.status(202).send({ data: sent });
    },
  );

  app.post(
    '/website-verification/confirm',
    {
      schema: {
        operationId: 'confirmWebsiteVerification',
        summary: 'Confirm a website by its emailed link',
        description:
          'Anyone holding the link (no account needed: receiving it at the domain is the proof). 404 for an unknown, used or expired link; 409 when the website changed since it was sent.',
        tags,
        body: websiteEmailConfirmInputSchema,
        response: {
          200: dataEnvelope(websiteEmailConfirmedSchema).describe('Verified.'),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => ({ data: await verification.confirmEmail(request.body.token) }),
  );
};
