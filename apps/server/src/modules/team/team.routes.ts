import {
  dataEnvelope,
  INVITATION_DAYS,
  INVITATIONS_PER_ORGANIZATION_PER_DAY,
  INVITATIONS_PER_SENDER_PER_DAY,
  invitationAcceptedSchema,
  invitationCreatedSchema,
  invitationInputSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  memberParamsSchema,
  memberRoleInputSchema,
  memberRoleSchema,
  organizationIdParamsSchema,
  teamSchema,
  waitingInvitationParamsSchema,
  waitingInvitationSchema,
} from '@catalyst/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireAccess, verifiedFirst } from '../../plugins/session.js';
import type { TeamCaller, TeamService } from './team.service.js';

/** A verified caller; every team answer is one person's view, never cached. */
async function callerOf(request: FastifyRequest, reply: FastifyReply): Promise<TeamCaller> {
  reply.header('cache-control', 'no-store');
  const { user } = await requireAccess(request, 'verified');
  return { id: user.id, name: user.name, email: user.email };
}

export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get(
    '/organizations/:id/members',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'listMembers',
        summary: 'List an organization’s people and open invitations',
        description:
          'For its owners and editors. Anyone else gets 404 for an unpublished organization and 403 for a published one.',
        tags: ['Team'],
        params: organizationIdParamsSchema,
        response: {
          200: dataEnvelope(teamSchema).describe('The members and the pending invitations.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => ({
      data: await team.getTeam(await callerOf(request, reply), request.params.id),
    }),
  );

  app.post(
    '/organizations/:id/invitations',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'createInvitation',
        summary: 'Invite someone by email',
        description: `Owners only, of a published profile that moderators have not hidden (409 otherwise). Mails a link valid for ${INVITATION_DAYS} days that works once, for this address, while its sender stays an owner. Refused (409) for someone already in the organization, an address with an open invitation, or too many open invitations; 429 past ${INVITATIONS_PER_ORGANIZATION_PER_DAY} invitations of the organization or ${INVITATIONS_PER_SENDER_PER_DAY} of the caller in 24 hours. Recorded in the audit log.`,
        tags: ['Team'],
        params: organizationIdParamsSchema,
        body: invitationInputSchema,
        response: {
          201: dataEnvelope(invitationCreatedSchema).describe('Invited; the link went by mail.'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request, reply);
      const created = await team.invite(caller, request.params.id, request.body);
      return reply.status(201).send({ data: created });
    },
  );

  app.delete(
    '/organizations/:id/invitations/:invitationId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'withdrawInvitation',
        summary: 'Withdraw an invitation',
        description: 'Owners only. Its link stops working at once. Recorded in the audit log.',
        tags: ['Team'],
        params: invitationParamsSchema,
        response: {
          200: dataEnvelope(z.object({ revoked: z.literal(true) })).describe('Withdrawn.'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => ({
      data: await team.revokeInvitation(
        await callerOf(request, reply),
        request.params.id,
        request.params.invitationId,
      ),
    }),
  );

  app.put(
    '/organizations/:id/members/:userId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'changeMemberRole',
        summary: 'Change someone’s role',
        description:
          'Owners only. The last owner cannot become an editor (409): make someone else an owner first. An owner made an editor loses the invitations they sent. Recorded in the audit log.',
        tags: ['Team'],
        params: memberParamsSchema,
        body: memberRoleInputSchema,
        response: {
          200: dataEnvelope(z.object({ userId: z.string(), role: memberRoleSchema })).describe(
            'The new role.',
          ),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => ({
      data: await team.changeRole(
        await callerOf(request, reply),
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/organizations/:id/members/:userId',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'removeMember',
        summary: 'Remove someone, or leave',
        description:
          'Owners remove anyone; anyone may remove themselves. Their access ends at once, and the invitations they sent are withdrawn. The last owner cannot be removed nor leave (409). Recorded in the audit log.',
        tags: ['Team'],
        params: memberParamsSchema,
        response: {
          200: dataEnvelope(z.object({ removed: z.literal(true) })).describe('Removed.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => ({
      data: await team.removeMember(
        await callerOf(request, reply),
        request.params.id,
        request.params.userId,
      ),
    }),
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        operationId: 'getInvitation',
        summary: 'Read an invitation',
        description:
          'What the link leads to, for anyone holding it: the organization, the role, who invited, the address it went to and whether it can still be accepted.',
        tags: ['Team'],
        params: invitationTokenParamsSchema,
        response: {
          200: dataEnvelope(invitationPreviewSchema).describe('The invitation.'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await team.preview(request.params.token) };
    },
  );

  app.post(
    '/invitations/:token/accept',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        description:
          'Signed in with a verified address equal to the invitation’s (403 otherwise). Works once: a used, withdrawn or expired invitation is 409, as is one whose sender is no longer an owner (it is withdrawn).',
        tags: ['Team'],
        params: invitationTokenParamsSchema,
        response: {
          200: dataEnvelope(invitationAcceptedSchema).describe('Now part of the organization.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => ({
      data: await team.accept(await callerOf(request, reply), request.params.token),
    }),
  );

  app.get(
    '/users/me/invitations',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'listMyInvitations',
        summary: 'List the invitations waiting for me',
        description:
          'The pending, unexpired invitations sent to the signed-in person’s verified address, soonest to expire first: someone who signed up through an invitation finds it here after verifying, without its link.',
        tags: ['Team'],
        response: {
          200: dataEnvelope(z.array(waitingInvitationSchema)).describe('The invitations.'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => ({
      data: await team.waitingInvitations(await callerOf(request, reply)),
    }),
  );

  app.post(
    '/users/me/invitations/:invitationId/accept',
    {
      ...verifiedFirst,
      schema: {
        operationId: 'acceptMyInvitation',
        summary: 'Accept an invitation waiting for me',
        description:
          'One of those listed by GET /api/users/me/invitations. An invitation sent to another address is 404, like one that does not exist; a used, withdrawn or expired one is 409, as is one whose sender is no longer an owner.',
        tags: ['Team'],
        params: waitingInvitationParamsSchema,
        response: {
          200: dataEnvelope(invitationAcceptedSchema).describe('Now part of the organization.'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => ({
      data: await team.acceptWaiting(await callerOf(request, reply), request.params.invitationId),
    }),
  );
};
